/**
 * Every page of the app, as a guest and as a patient, judged by axe-core in Chromium at phone
 * size against the real server: no violation of any rule. (The deck and each of its cards are
 * judged in dailyDeck.test.ts and tourWalk.test.ts.)
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { AppServer } from "./appServer";
import { axeViolations } from "./axe";
import { openLive, PHONE } from "./browser";
import { phoneJourney } from "./phoneJourney";

let server: AppServer;
let page: Page;
let consoleErrors: string[] = [];
/** Answers of our own server with an error status: the browser logs each one in the console. */
const failedAnswers: string[] = [];
/** The pages' own calls for the session, which each page should carry (server/platform/http/appShell.ts). */
const sessionCalls: string[] = [];

phoneJourney(
  (journey) => {
    ({ server, page, consoleErrors } = journey);
    page.on("request", (request) => {
      if (request.url().startsWith(`${server.url}/api/auth/session`)) sessionCalls.push(page.url());
    });
    page.on("response", (response) => {
      if (response.url().startsWith(server.url) && response.status() >= 400) {
        failedAnswers.push(`${response.status()} ${response.url().slice(server.url.length)}`);
      }
    });
  },
  // A phone: its browser lays a page wider than the screen out zoomed out, which the width check sees.
  { isMobile: true },
);

/**
 * Opens `path`, waits for its heading and for the network to settle, and runs axe; a page wider
 * than the phone counts as a violation too.
 */
async function judge(path: string, ready = "main h1"): Promise<string[]> {
  await openLive(page, `${server.url}${path}`);
  await page
    .locator(ready)
    .first()
    .waitFor({ timeout: 15_000 })
    .catch((error: Error) => {
      throw new Error(`${path}: ${error.message}`);
    });
  await page.waitForLoadState("networkidle");
  // Nothing on a page is wider than the phone: the page never zooms out or scrolls sideways.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const tooWide = width > PHONE.width ? [`${path} is ${width} px wide on a ${PHONE.width} px phone`] : [];
  return [...tooWide, ...(await axeViolations(page))];
}

const api = (method: "post" | "get", path: string, data?: unknown) =>
  page.request[method](`${server.url}${path}`, { data, headers: { "X-Requested-With": "fetch" } });

describe("every page passes axe-core", () => {
  it("as a guest: sign in, sign up, a sign-up link, a public program, a page that does not exist", async () => {
    expect(await judge("/app/guest/auth"), "sign in").toEqual([]);
    await page.getByTestId("auth-mode-signUp").click();
    expect(await axeViolations(page), "sign up").toEqual([]);
    // A sign-up link cut short (no token): the page says so without asking the server.
    expect(await judge("/app/guest/auth/verify", '[data-testid="error-alert"]'), "sign-up link").toEqual([]);
    expect(await judge("/app/guest/ressources/programs/tour"), "public program").toEqual([]);
    expect(await judge("/app/guest/ressources/autors/coach-lea"), "public author").toEqual([]);
    expect(await judge("/app/nowhere"), "not found").toEqual([]);
    // A guest is a normal state: no page asks the server something that answers 401.
    expect(failedAnswers).toEqual([]);
  });

  it("as a patient: the empty deck, home, programs, a study, a goal, premium", async () => {
    const email = `pages-${Date.now()}@test.outchi`;
    const signUp = await api("post", "/api/auth/signup", {
      email,
      password: "a long enough password",
      // French: its longer words and choices are the ones that would widen a page.
      language: "fr",
    });
    expect(signUp.status()).toBe(202);
    const token = new URL(await server.mailLink(email)).searchParams.get("token");
    expect((await api("post", "/api/auth/verify", { token })).status()).toBe(200);
    // Nothing joined yet: the deck says so and offers its ways out.
    expect(await judge("/app/patient/tasks", '[data-testid="deck-empty"]'), "empty deck").toEqual([]);
    expect((await api("post", "/api/patient/study/subscribe/tour", {})).ok()).toBe(true);
    const goal = await api("post", "/api/patient/personalGoals", {
      dataValue: "water",
      typeOfGoal: "EVERYDAY_MORE",
      period: 7,
      value: 8,
    });
    expect(goal.status()).toBe(201);
    const goalId = (await goal.json()).value.id as string;

    expect(await judge("/app/patient"), "home").toEqual([]);
    expect(await judge("/app/patient/program"), "programs").toEqual([]);
    expect(await judge("/app/patient/ressources/studies/tour"), "study").toEqual([]);
    expect(await judge(`/app/patient/ressources/goals/${goalId}`), "goal").toEqual([]);
    expect(await judge("/app/patient/premium"), "premium").toEqual([]);
  });

  it("as a patient: the shop and what was bought, the awards, the settings, the assistant, a follow-up", async () => {
    expect(await judge("/app/patient/rewards"), "shop").toEqual([]);
    // The header's links scroll sideways on a phone: the page's own is in view.
    const shopLink = await page.getByTestId("nav-shop").boundingBox();
    expect(shopLink!.x).toBeGreaterThanOrEqual(0);
    expect(shopLink!.x + shopLink!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await judge("/app/patient/rewards/historique"), "bought").toEqual([]);
    expect(await judge("/app/patient/awards"), "awards").toEqual([]);
    expect(await judge("/app/patient/settings"), "settings").toEqual([]);
    expect(await judge("/app/patient/settings/profile"), "profile").toEqual([]);
    expect(await judge("/app/patient/settings/social"), "social profile").toEqual([]);
    expect(await judge("/app/patient/settings/pathologies"), "pathologies").toEqual([]);
    expect(await judge("/app/patient/settings/personalization"), "pet").toEqual([]);
    expect(await judge("/app/patient/coaching"), "assistant").toEqual([]);
    expect(await judge("/app/patient/ressources/followUp/tour"), "follow-up").toEqual([]);
    expect(await judge("/app/patient/ressources/autors/coach-lea"), "author").toEqual([]);
    expect(await judge("/app/patient/ressources/autors"), "add-support search").toEqual([]);
    // The product's own spelling of the pathologies page leads to it.
    await openLive(page, `${server.url}/patient/settings/pathologies`);
    await page.waitForURL(`${server.url}/app/patient/settings/pathologies`);
  });

  it("asked the server for no session: every page, a guest's or a patient's, came with its own", () => {
    expect(sessionCalls).toEqual([]);
  });

  it("logged no error in the page along the way", () => {
    expect(consoleErrors).toEqual([]);
  });
});
