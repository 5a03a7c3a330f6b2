/**
 * The tour's first day in Chromium at phone size: each of its few cards must render its own
 * component (never the ERROR card), pass axe-core and complete. The tour spreads the task types
 * over its week (server/features/deck/tour.test.ts); `walkers` knows every type, whichever the
 * first day holds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { startAppServer, type AppServer } from "./appServer";
import { axeViolations } from "./axe";
import { consoleErrorsOf, launchChromium, openLive, PHONE } from "./browser";
import { LUCKY_WHEEL_COUNT } from "../engine/rewards/luckyWheel";
import { screenshotsOnFailure } from "./failureShots";

let server: AppServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
let consoleErrors: string[] = [];

screenshotsOnFailure();

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: "reduce" });
  await context.grantPermissions(["geolocation", "notifications"]);
  await context.setGeolocation({ latitude: 48.8566, longitude: 2.3522 });
  page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  consoleErrors = await consoleErrorsOf(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const done = (card: Locator) => card.getByTestId("card-done").click();

/** A real 1×1 PNG: the server sniffs the bytes, not the name. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function uploadPicture(card: Locator): Promise<void> {
  await card
    .getByTestId("picture-input")
    .setInputFiles({ name: "smile.png", mimeType: "image/png", buffer: PNG });
  await card.getByTestId("picture-uploaded").waitFor();
  await done(card);
}

/** What a patient does on each task type before its card is complete. */
const walkers: Record<string, (card: Locator) => Promise<void>> = {
  DEFAULT: done,
  MEDIA: done,
  async CHOICE(card) {
    await card.getByTestId("choice").first().click();
    await done(card);
  },
  async CHRONO(card) {
    await card.getByRole("button", { name: "Start" }).click();
    await expect.poll(() => card.getByRole("timer").textContent()).not.toMatch(/^0+:0+\.0$/);
    await done(card);
  },
  async ENIGME(card) {
    await card.getByRole("button", { name: "See the answer" }).click();
    await done(card);
  },
  async SYMPTOMS(card) {
    // A new patient follows no symptom yet: the card offers to pick some first.
    await card.getByRole("checkbox", { name: "Migraine" }).check();
    await card.getByRole("button", { name: "Follow this symptom" }).click();
    // The radios are drawn as numbered tiles: a patient taps the tile.
    await card.getByRole("group", { name: "Migraine" }).locator('[data-level="3"]').click();
    await card.getByRole("button", { name: "Send" }).click();
  },
  async FULLSCREEN_SYMPTOMS(card) {
    await card.getByRole("button", { name: "Start my check-in" }).click();
    const dialog = page.getByRole("dialog").last();
    expect(await axeViolations(page), "symptom check-in panel").toEqual([]);
    // One "2 of 5" tile per followed symptom.
    for (const step of await dialog.locator('[data-level="2"]').all()) await step.click();
    await dialog.getByRole("button", { name: "Send" }).click();
  },
  async SYMMTOM_TRIGGER_CARD(card) {
    await card.getByRole("checkbox", { name: "Stress" }).check();
    const intensity = card.locator('[data-level="3"]');
    if (await intensity.count()) await intensity.first().click();
    await card.getByRole("button", { name: "Send" }).click();
  },
  async MEDICATION_INTAKE(card) {
    const select = card.getByRole("combobox", { name: /Medication/ });
    const value = await select.locator("option").nth(1).getAttribute("value");
    await select.selectOption(value!);
    await card.getByRole("button", { name: "Record the intake" }).click();
  },
  async PERSONAL_GOAL(card) {
    await card.locator('[data-testid="goal-form"] input[type="number"]').fill("6");
    await card.getByTestId("goal-validate").click();
  },
  async COMMUNITY_QUESTION(card) {
    await card.getByLabel("Your answer").fill("A warm shower before bed");
    await card.getByTestId("community-send").click();
    await card.getByTestId("community-others").waitFor();
    await done(card);
  },
  async CORRELATION(card) {
    await card.getByTestId("correlation-empty").waitFor();
    await done(card);
  },
  async CUSTOM_ACTIVITY_CARD(card) {
    await card.getByTestId("block-input-goodThing").fill("A walk in the sun");
    await done(card);
  },
  async FULLSCREEN_ACTIVITY_CARD(card) {
    await card.getByTestId("activity-open").click();
    await page.getByTestId("activity-panel").waitFor();
    expect(await axeViolations(page), "activity panel").toEqual([]);
    await page.getByTestId("activity-panel").getByTestId("card-done").click();
  },
  PICTURE_PRIVATE: uploadPicture,
  PICTURE_SOCIAL: uploadPicture,
  async IOT(card) {
    await card.getByTestId("iot-phone").fill("0612345678");
    await card.getByTestId("iot-consent").check();
    await done(card);
  },
  async QUESTIONNAIRE(card) {
    await card.getByRole("button", { name: "Fill in" }).click();
    const form = page.getByRole("dialog").last();
    await form.getByRole("button", { name: "Send" }).waitFor();
    expect(await axeViolations(page), "questionnaire").toEqual([]);
    for (const answer of await form.getByRole("radio", { name: "Not at all" }).all()) await answer.check();
    await form.getByRole("button", { name: "Send" }).click();
  },
  async CPX(card) {
    // No survey provider is configured here: the card says so and Close dismisses it.
    await card.getByRole("button", { name: "Close" }).click();
  },
  async WALK(card) {
    await card.getByRole("button", { name: "More" }).click();
    await done(card);
  },
  async HYDRATION(card) {
    await card.getByRole("button", { name: "Add a glass" }).click();
    await done(card);
  },
  async MEAL(card) {
    const which = card.getByRole("radiogroup", { name: "Which meal?" });
    if (await which.count()) await which.getByText("Lunch").click();
    await card.getByText("Well", { exact: true }).click();
    await done(card);
  },
  async DAY_ACTIVITY(card) {
    await card.getByTestId("activity-level").first().click();
    await done(card);
  },
  async END_STUDY(card) {
    const next = card.getByRole("button", { name: "Next" });
    while (await next.count()) await next.click();
    await done(card);
  },
};

async function todoCards(): Promise<Array<{ id: string; type: string; task?: { type: string } }>> {
  const response = await page.request.get(`${server.url}/api/patient/todo`);
  return (await response.json()).value.cards;
}

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

    const tasks = (await todoCards()).filter((card) => card.type === "TASK");
    const walked = new Set<string>();
    await openLive(page, `${server.url}/app/patient/tasks`);
    await page.getByTestId("deck").waitFor();

    for (const expected of tasks) {
      const card = page.locator(`[data-testid="card"][data-card-id="${expected.id}"]`);
      const taskType = expected.task!.type;
      // The wheel comes first whenever six cards are done: spin it and go on.
      if (await page.getByTestId("lucky-wheel").count()) {
        await page.getByTestId("wheel-spin").click();
        await expect
          .poll(() => page.getByTestId("lucky-wheel").getAttribute("data-state"), { timeout: 5000 })
          .toMatch(/won|noReward|error/);
        await page.getByTestId("wheel-close").click();
        await page.getByTestId("lucky-wheel").waitFor({ state: "detached" });
      }
      // Go to the card with its pager dot: the slide's place, the wheel and other notices included.
      const slides = page.locator(".deck__slide");
      const place = await slides.evaluateAll(
        (nodes, id) => nodes.findIndex((n) => n.querySelector(`[data-card-id="${id}"]`)),
        expected.id,
      );
      expect(place, `${taskType} card is not in the deck`).toBeGreaterThanOrEqual(0);
      // A deck of one card has no pager; the pager is one Tab stop, moved with the keys.
      if ((await slides.count()) > 1) {
        await page.locator('[data-testid="pager-dot"][aria-current="step"]').focus();
        await page.keyboard.press("Home");
        for (let i = 0; i < place; i++) await page.keyboard.press("ArrowRight");
      }
      await page.locator(`[data-slide-current="true"] [data-card-id="${expected.id}"]`).waitFor();
      expect(await card.getByTestId("error-card").count(), `${taskType} fell to ERROR`).toBe(0);
      expect(await axeViolations(page), `${taskType} card`).toEqual([]);
      const walk = walkers[taskType];
      expect(walk, `no walker for ${taskType}`).toBeDefined();
      // The server's answer moves the wheel counter: wait for it before looking for the wheel.
      const completion = page.waitForResponse((r) =>
        r.url().includes("/api/patient/notifications/validate/"),
      );
      await walk!(card);
      const answer = await completion;
      expect(answer.ok(), `${taskType} completion`).toBe(true);
      await card.waitFor({ state: "detached", timeout: 10_000 });
      // The browser has the answer a moment before the page has taken it: wait until the deck shows
      // its counter, so a wheel it makes ready is there before the next card is looked for (else
      // the walk went to the next card past a wheel that arrived meanwhile, then found it inert).
      const counter = Math.min((await answer.json()).value.userMetadata.luckyOutchi, LUCKY_WHEEL_COUNT);
      await expect
        .poll(() => page.getByTestId("wheel-count").textContent())
        .toBe(`${counter}/${LUCKY_WHEEL_COUNT}`);
      walked.add(taskType);
    }
    expect([...walked].sort()).toEqual([...new Set(tasks.map((t) => t.task!.type))].sort());
    expect((await todoCards()).filter((card) => card.type === "TASK")).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
