/**
 * Program conditions and limits, end to end in Chromium at phone size against the real server and
 * content: a new patient picks their first programs (selection mode) → the stress follow-up shows
 * its missing consent and screening → the patient gives the consent, fails then passes the
 * screening → joins → its follow-up page shows the completion → Léa's coaching shows its author
 * subscription and cost conditions → at the limit of 5 programs, joining is refused with the
 * upgrade prompt leading to premium. axe checks each page.
 */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { AppServer } from "./appServer";
import { signUpInBrowser } from "./signUp";
import { axeViolations } from "./axe";
import { openLive } from "./browser";
import { phoneJourney } from "./phoneJourney";

let server: AppServer;
let page: Page;
let consoleErrors: string[] = [];

phoneJourney((journey) => ({ server, page, consoleErrors } = journey));

const condition = (type: string) => page.getByTestId(`condition-${type}`).first();

/** Fills in the screening questionnaire: one label per question, in order. */
async function fillScreening(labels: readonly string[]): Promise<void> {
  await page.getByTestId("fix-quest").first().click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  for (const [index, label] of labels.entries()) {
    await dialog.locator("fieldset").nth(index).getByRole("radio", { name: label, exact: true }).check();
  }
  await dialog.getByRole("button", { name: "Send" }).click();
  await dialog.waitFor({ state: "detached" });
}

async function expectSuccess(locator: Locator, success: boolean): Promise<void> {
  await expect.poll(() => locator.getAttribute("data-success")).toBe(String(success));
}

describe("program conditions and limits", () => {
  it("signs up and picks the first programs in the selection step", async () => {
    await signUpInBrowser(page, server, { name: "Sacha", nextPage: "/app/patient/program" });

    const picker = page.getByTestId("program-picker");
    await picker.waitFor();
    const tiles = picker.locator("button[aria-pressed]");
    // The four content programs without conditions; the two with conditions are joined from their page.
    expect(await tiles.count()).toBe(4);
    expect(await picker.getByText("Three-day stress follow-up").count()).toBe(0);
    expect(await axeViolations(page), "programs page with the picker").toEqual([]);
    for (let i = 0; i < 4; i++) await tiles.nth(i).click();
    await page.getByTestId("join-selected").click();
    await page.getByTestId("program-counts").filter({ hasText: "You follow 4 of 5 programs" }).waitFor();
    expect(await page.locator('[data-mode="card"] [data-testid="subscribed"]').count()).toBe(4);
    expect(consoleErrors, "console errors while picking").toEqual([]);
  });

  it("shows the stress follow-up's missing consent and screening, then joins once both are met", async () => {
    await openLive(page, `${server.url}/app/patient/ressources/studies/stress-reset`);
    await page.getByTestId("subscription-conditions").waitFor();
    await expect
      .poll(() => condition("consent").textContent())
      .toContain("This program needs your consent before you join.");
    expect(await condition("quest").textContent()).toContain(
      "Fill in the questionnaire of this program first",
    );
    expect(await axeViolations(page), "study page with conditions").toEqual([]);

    await page.getByTestId("subscribe").click();
    await page.getByTestId("missing-conditions").waitFor();

    await page.getByTestId("fix-consent").first().click();
    await expectSuccess(condition("consent"), true);

    await fillScreening(["Rarely", "No", "Not now"]);
    await expect
      .poll(() => condition("quest").textContent())
      .toContain("Your last questionnaire shows this program is not suited to you right now.");
    await fillScreening(["Often", "Yes", "Yes"]);
    await expectSuccess(condition("quest"), true);

    await page.getByTestId("subscribe").click();
    await page.getByTestId("subscribed").waitFor();
    expect(consoleErrors, "console errors while meeting the conditions").toEqual([]);
  });

  it("opens the follow-up page with the completion", async () => {
    await page.getByTestId("follow-up-link").click();
    await page.waitForURL("**/app/patient/ressources/followUp/stress-reset");
    await page.getByTestId("follow-up").waitFor();
    expect(await page.getByTestId("completion").textContent()).toMatch(/^\d+%$/);
    expect(await page.getByTestId("follow-up-status").textContent()).toContain("In progress");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Follow-up: Three-day stress follow-up",
    );
    expect(await axeViolations(page), "follow-up page").toEqual([]);
    expect(consoleErrors, "console errors on the follow-up").toEqual([]);
  });

  it("shows the author subscription and cost conditions, and at the limit the upgrade prompt", async () => {
    await openLive(page, `${server.url}/app/patient/ressources/studies/sleep-coaching-plus`);
    await page.getByTestId("subscription-conditions").waitFor();
    await expect
      .poll(() => condition("autorSub").textContent())
      .toContain("This program is for subscribers of its author.");
    expect(await condition("cost").textContent()).toContain("Joining costs 100 rewards");
    expect(await page.getByTestId("fix-autorSub").getAttribute("href")).toBe(
      "/app/patient/premium?autor=coach-lea",
    );
    expect(await axeViolations(page), "study page with author conditions").toEqual([]);

    // Five programs followed: the sixth is refused before its conditions are even looked at.
    await page.getByTestId("subscribe").click();
    const refusal = page.getByTestId("too-much-programs");
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain("Too much programs");
    expect(await axeViolations(page), "refused at the limit").toEqual([]);
    expect(consoleErrors, "console errors on the program pages").toEqual([]);

    const upgrade = refusal.getByRole("link", { name: "Go premium to follow more" });
    expect(await upgrade.getAttribute("href")).toBe("/app/patient/premium");
    await upgrade.click();
    await page.waitForURL("**/app/patient/premium");
    await page.getByRole("heading", { level: 1 }).waitFor();
  });

  it("counts the five programs against the limit on the programs page", async () => {
    consoleErrors.length = 0;
    await openLive(page, `${server.url}/app/patient/program`);
    await page.getByTestId("program-counts").filter({ hasText: "You follow 5 of 5 programs" }).waitFor();
    expect(await axeViolations(page), "programs page at the limit").toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
