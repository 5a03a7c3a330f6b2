/**
 * A new patient, the way people become one: the sign-up form on the auth page, then the link of
 * the email the server sends, which signs them in and opens `nextPage`.
 */
import type { Page } from "playwright-core";
import type { AppServer } from "./appServer";
import { openLive } from "./browser";

export interface SignUpOptions {
  /** The first name given in the form (home greets by it). */
  name: string;
  /** Where the link leads once verified: a path under /app/patient. */
  nextPage?: string;
  /** Taps (a context with touch) rather than clicks. */
  touch?: boolean;
  /** The language picked in the form, which the app then speaks. */
  language?: "fr" | "en" | "it" | "es";
}

/** Signs a new patient up in `page` and waits on `nextPage`; answers the email used. */
export async function signUpInBrowser(
  page: Page,
  server: AppServer,
  { name, nextPage = "/app/patient", touch = false, language = "en" }: SignUpOptions,
): Promise<string> {
  await openLive(page, `${server.url}/app/guest/auth?nextPage=${nextPage}`);
  const press = (testId: string) =>
    touch ? page.getByTestId(testId).tap() : page.getByTestId(testId).click();
  await press("auth-mode-signUp");
  const form = page.getByTestId("auth-form-signUp");
  const email = `e2e-${name.toLowerCase()}-${Date.now()}@test.outchi`;
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="name"]').fill(name);
  await form.locator('[name="password"]').fill("a long enough password");
  await form.locator('[name="language"]').selectOption(language);
  await press("auth-submit");
  await page.getByTestId("auth-check-email").waitFor();
  await openLive(page, await server.mailLink(email));
  await page.waitForURL((url) => url.pathname.replace(/\/$/, "") === nextPage);
  return email;
}
