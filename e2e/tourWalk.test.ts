/**
 * The tour's first day in Chromium at phone size: each of its few cards must render its own
 * component (never the ERROR card), pass axe-core and complete. The tour spreads the task types
 * over its week (server/features/deck/tour.test.ts); e2e/taskWalkers.ts knows every type, whichever the
 * first day holds.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { AppServer } from "./appServer";
import { openLive } from "./browser";
import { phoneJourney } from "./phoneJourney";
import { taskWalkers, textsOf, todoCards, walkDeck } from "./taskWalkers";

let server: AppServer;
let page: Page;
const pageErrors: string[] = [];
let consoleErrors: string[] = [];

phoneJourney(
  (journey) => {
    ({ server, page, consoleErrors } = journey);
    page.on("pageerror", (error) => pageErrors.push(error.message));
  },
  {
    hasTouch: false,
    permissions: ["geolocation", "notifications"],
    geolocation: { latitude: 48.8566, longitude: 2.3522 },
  },
);

describe("the tour, its first day", () => {
  it("walks every card of the first day with its own component", async () => {
    await openLive(page, `${server.url}/app/guest/auth?nextPage=/app/patient/program`);
    await page.getByTestId("auth-mode-signUp").click();
    const form = page.getByTestId("auth-form-signUp");
    const email = `tour-${Date.now()}@test.outchi`;
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="password"]').fill("a long enough password");
    await form.locator('[name="language"]').selectOption("en");
    await page.getByTestId("auth-submit").click();
    await page.getByTestId("auth-check-email").waitFor();
    // The link the server emailed, which signs in and goes on to the page asked for.
    await openLive(page, await server.mailLink(email));
    await page.waitForURL("**/app/patient/program");
    const tour = page.locator('[data-testid="program"][data-program-id="tour"]');
    await tour.getByTestId("subscribe").click();
    await tour.getByTestId("subscribed").waitFor();

    const tasks = (await todoCards(page, server.url)).filter((card) => card.type === "TASK");
    await openLive(page, `${server.url}/app/patient/tasks`);
    await page.getByTestId("deck").waitFor();
    const walked = new Set(await walkDeck(page, tasks, taskWalkers(page, textsOf("en"))));
    expect([...walked].sort()).toEqual([...new Set(tasks.map((t) => t.task!.type))].sort());
    expect((await todoCards(page, server.url)).filter((card) => card.type === "TASK")).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
