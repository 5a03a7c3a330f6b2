/** axe-core run in the page as it stands: every rule, so a violation of any kind fails the test. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The violations on `page`, one line each: rule, impact and the elements that break it. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
