/**
 * A patient's walk through the day's deck in the browser, in any of the app's languages: what they
 * do on each task type before its card is complete, found by the app's own texts in that language
 * (renderer/app/i18n/messages) or by the card's structure where the text is content (a symptom's
 * name, a questionnaire's answers), and the deck walked card by card with its pager.
 */
import { readFileSync } from "node:fs";
import { createIntl } from "@formatjs/intl";
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { Language } from "../card-schemas/index";
import { LUCKY_WHEEL_COUNT } from "../engine/rewards/luckyWheel";
import { axeViolations } from "./axe";

/** The app's text of `id` in `language`, as the page shows it. */
export type Texts = (id: string, values?: Record<string, string | number>) => string;

export function textsOf(language: Language): Texts {
  const path = new URL(`../renderer/app/i18n/messages/${language}.json`, import.meta.url);
  const intl = createIntl({ locale: language, messages: JSON.parse(readFileSync(path, "utf8")) });
  return (id, values) => intl.formatMessage({ id }, values);
}

/** HTMLMediaElement.HAVE_METADATA: a player that knows its video's length and size. */
const HAVE_METADATA = 1;

const answersByPage = new WeakMap<Page, Map<string, number[]>>();

/** The statuses of the answers `page` got for each video, heard from when first asked. */
function videoAnswers(page: Page): Map<string, number[]> {
  let answers = answersByPage.get(page);
  if (!answers) {
    const heard = new Map<string, number[]>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "media") return;
      heard.set(response.url(), [...(heard.get(response.url()) ?? []), response.status()]);
    });
    answersByPage.set(page, (answers = heard));
  }
  return answers;
}

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

type Walker = (card: Locator) => Promise<void>;

/** What a patient does on each task type, in the language of `t`, on `page`. */
export function taskWalkers(page: Page, t: Texts): Record<string, Walker> {
  // Heard from now: a card's video is asked for as the card comes on screen, before its walker runs.
  videoAnswers(page);
  const button = (scope: Locator | Page, id: string, values?: Record<string, string | number>) =>
    scope.getByRole("button", { name: t(id, values), exact: true });
  return {
    DEFAULT: done,
    async MEDIA(card) {
      const video = card.locator("video");
      if ((await video.count()) > 0) {
        // The player loads the video's first part, a byte range answered 206, once its card is on
        // screen (a player that got the whole file, or nothing, would not play in Safari).
        await expect
          .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
          .toBeGreaterThanOrEqual(HAVE_METADATA);
        const src = new URL((await video.getAttribute("src"))!, page.url()).href;
        expect(videoAnswers(page).get(src)).toContain(206);
      }
      await done(card);
    },
    async CHOICE(card) {
      await card.getByTestId("choice").first().click();
      await done(card);
    },
    async CHRONO(card) {
      await button(card, "task.chrono.start").click();
      await expect.poll(() => card.getByRole("timer").textContent()).not.toMatch(/^0+:0+[.,]0$/);
      await done(card);
    },
    async ENIGME(card) {
      await button(card, "task.enigme.reveal").click();
      await done(card);
    },
    async SYMPTOMS(card) {
      // A new patient follows no symptom yet: the card offers to pick some first.
      const pick = button(card, "symptoms.pick.follow", { count: 1 });
      if (await card.getByRole("checkbox").count()) {
        await card.getByRole("checkbox").first().check();
        await pick.click();
      }
      // The radios are drawn as numbered tiles: a patient taps the tile.
      await card.getByRole("group").first().locator('[data-level="3"]').click();
      await button(card, "symptoms.send").click();
    },
    async FULLSCREEN_SYMPTOMS(card) {
      await button(card, "symptoms.fullscreen.open").click();
      const dialog = page.getByRole("dialog").last();
      expect(await axeViolations(page), "symptom check-in panel").toEqual([]);
      // One "2 of 5" tile per followed symptom.
      for (const step of await dialog.locator('[data-level="2"]').all()) await step.click();
      await button(dialog, "symptoms.send").click();
    },
    async SYMMTOM_TRIGGER_CARD(card) {
      await card.getByRole("checkbox").first().check();
      const intensity = card.locator('[data-level="3"]');
      if (await intensity.count()) await intensity.first().click();
      await button(card, "symptoms.send").click();
    },
    async MEDICATION_INTAKE(card) {
      const select = card.locator("select").first();
      const value = await select.locator("option").nth(1).getAttribute("value");
      await select.selectOption(value!);
      await button(card, "medication.send").click();
    },
    async PERSONAL_GOAL(card) {
      await card.locator('[data-testid="goal-form"] input[type="number"]').fill("6");
      await card.getByTestId("goal-validate").click();
    },
    async COMMUNITY_QUESTION(card) {
      await card.getByLabel(t("community.question.answer"), { exact: true }).fill("A warm shower before bed");
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
      await button(card, "task.questionnaire.open").click();
      const form = page.getByRole("dialog").last();
      await button(form, "questionnaire.send").waitFor();
      expect(await axeViolations(page), "questionnaire").toEqual([]);
      // The first answer of each question (its words are the questionnaire's content).
      for (const question of await form.locator("fieldset").all())
        await question.getByRole("radio").first().check();
      await button(form, "questionnaire.send").click();
    },
    async CPX(card) {
      // No survey provider is configured here: the card says so and Close dismisses it.
      await button(card, "task.cpx.close").click();
    },
    async WALK(card) {
      await button(card, "dailyEntry.increase").click();
      await done(card);
    },
    async HYDRATION(card) {
      await button(card, "task.hydration.add").click();
      await done(card);
    },
    async MEAL(card) {
      const which = card.getByRole("radiogroup", { name: t("task.meal.which") });
      if (await which.count()) await which.getByText(t("task.meal.lunch"), { exact: true }).click();
      await card.getByText(t("task.meal.balance.4"), { exact: true }).click();
      await done(card);
    },
    async DAY_ACTIVITY(card) {
      await card.getByTestId("activity-level").first().click();
      await done(card);
    },
    async END_STUDY(card) {
      const next = button(card, "task.endStudy.next");
      while (await next.count()) await next.click();
      await done(card);
    },
  };
}

/** A card of the deck as the server lists it. */
export interface DeckCard {
  id: string;
  type: string;
  task?: { type: string };
}

/** The day's cards as the server deals them now (the page's own session). */
export async function todoCards(page: Page, url: string): Promise<DeckCard[]> {
  const response = await page.request.get(`${url}/api/patient/todo`);
  return (await response.json()).value.cards;
}

/**
 * Walks the deck open in `page` through each of `tasks`: goes to its card with the pager, checks it
 * is drawn by its own component and passes axe, does what `walkers` says and waits for the server's
 * completion; spins the lucky wheel whenever it comes. Answers the task types walked.
 */
export async function walkDeck(
  page: Page,
  tasks: DeckCard[],
  walkers: Record<string, Walker>,
): Promise<string[]> {
  const walked: string[] = [];
  for (const expected of tasks) {
    const card = page.locator(`[data-testid="card"][data-card-id="${expected.id}"]`);
    const taskType = expected.task!.type;
    // The wheel comes first whenever six cards are done (the counter full, as the deck opens or
    // after a card): it is drawn once its code has come, the first slide in view. Spin it, go on.
    if (
      (await page.getByTestId("wheel-count").textContent()) === `${LUCKY_WHEEL_COUNT}/${LUCKY_WHEEL_COUNT}`
    ) {
      await page.locator('[data-slide-current="true"] [data-testid="lucky-wheel"]').waitFor();
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
    const completion = page.waitForResponse((r) => r.url().includes("/api/patient/notifications/validate/"));
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
    walked.push(taskType);
  }
  return walked;
}
