/**
 * Signing in as one of the demo accounts, whose passwords the server printed at its first start on
 * the journey's database (server/demo/demoAccounts.ts).
 */
import type { Page } from "playwright-core";
import type { AppServer } from "./appServer";
import { openLive } from "./browser";

export type DemoAccount = "patient" | "pro" | "follower";

/** A demo account's credentials, from the line the server printed for it. */
export function demoCredentials(
  server: AppServer,
  account: DemoAccount,
): { email: string; password: string } {
  const prefix = {
    patient: "demo patient: patient@",
    pro: "demo pro: ",
    follower: "demo patient: follower@",
  }[account];
  const line = server
    .output()
    .split("\n")
    .find((l) => l.startsWith(prefix));
  if (!line) throw new Error(`no demo ${account} in the server's output:\n${server.output()}`);
  const [email, password] = line
    .slice(line.indexOf(": ") + 2)
    .trim()
    .split(" / ");
  return { email: email!, password: password! };
}

/** Signs `page` in as the demo `account` through the sign-in form. */
export async function signInAsDemo(page: Page, server: AppServer, account: DemoAccount): Promise<void> {
  const { email, password } = demoCredentials(server, account);
  await openLive(page, `${server.url}/app/guest/auth`);
  const form = page.getByTestId("auth-form-signIn");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await page.getByTestId("auth-submit").click();
  await page.waitForURL(account === "pro" ? "**/app/pro" : "**/app/patient");
}
