/**
 * Community questions end to end in Chromium at phone size with touch, against the real server and
 * database: sign up → the daily swipe list: answer an open question (send disabled under 3
 * characters, then the others' answers), select one (the results chart), select multiple (disabled
 * while nothing is picked, then the chart) and a quiz (right or wrong, then the chart), swiping by
 * finger from card to card → "all done" pays its reward once, whatever the retries → ask a question
 * (the type first, options added and one removed; it waits for moderation) → like a question once
 * (the thumb inactive after; a second like is 409) → the votes page → a guest who acts is sent to
 * sign in. axe checks every page, and each must fit the phone.
 */
import { describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { AppServer } from "./appServer";
import { signUpInBrowser } from "./signUp";
import { axeViolations } from "./axe";
import { openLive, PHONE } from "./browser";
import { patientBalance } from "./patientBalance";
import { phoneJourney } from "./phoneJourney";
import { fingerOn, type Finger } from "./touch";

const REWARD = 20;

let server: AppServer;
let browser: Browser;
let page: Page;
let finger: Finger;
let consoleErrors: string[] = [];

phoneJourney(async (journey) => {
  ({ server, browser, page, consoleErrors } = journey);
  finger = await fingerOn(page);
});

const current = () => page.locator('[data-slide-current="true"]');

/** axe finds nothing and the page is no wider than the phone. */
async function checkPage(name: string, on: Page = page): Promise<void> {
  expect(await axeViolations(on), name).toEqual([]);
  const width = await on.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} fits the phone`).toBeLessThanOrEqual(PHONE.width);
}

/** Answers the current card as its kind asks, and waits for what follows. */
async function answerCurrent(): Promise<string> {
  const card = current().getByTestId("question-card");
  const type = (await card.getAttribute("data-question-type"))!;
  const send = card.getByRole("button", { name: "Send my answer" });
  if (type === "open") {
    const field = card.getByLabel("Your answer");
    await field.fill("ab");
    expect(await send.isDisabled()).toBe(true);
    await field.fill("A warm shower before bed");
    await expect.poll(() => send.isDisabled()).toBe(false);
    await finger.tap(send);
    await card.getByTestId("community-others").waitFor();
    return type;
  }
  expect(await send.isDisabled()).toBe(true);
  const choices = card.getByTestId("choice").locator("input");
  if (type === "selectMultiple") {
    await finger.tap(choices.nth(0));
    await finger.tap(choices.nth(2));
  } else {
    await finger.tap(choices.nth(0));
  }
  await expect.poll(() => send.isDisabled()).toBe(false);
  await finger.tap(send);
  if (type === "quiz") {
    const verdict = card.getByTestId("quiz-verdict");
    await verdict.waitFor();
    expect(await verdict.textContent()).toMatch(/^(Right answer!|Wrong answer\. The right answer: .+)$/);
  }
  await card.getByTestId("results-chart").waitFor();
  return type;
}

describe("community questions on a phone", () => {
  it("answers each kind of daily question, swiping by finger, and reaches 'all done' paid once", async () => {
    await signUpInBrowser(page, server, {
      name: "Noa",
      touch: true,
      nextPage: "/app/patient/community/questions",
    });
    await page.getByTestId("daily-questions").waitFor();
    await checkPage("daily questions");

    const kinds = new Set<string>();
    for (;;) {
      if ((await current().getByTestId("questions-end").count()) > 0) break;
      kinds.add(await answerCurrent());
      const before = await page.locator(".daily-questions__position").textContent();
      await finger.swipe(current(), "left");
      await expect.poll(() => page.locator(".daily-questions__position").textContent()).not.toBe(before);
    }
    expect([...kinds].sort()).toEqual(["open", "quiz", "selectMultiple", "selectOne"]);
    await current().getByTestId("all-done").waitFor();
    await checkPage("all done");

    const before = await patientBalance(page, server);
    await current()
      .getByRole("button", { name: `Get ${REWARD} rewards` })
      .tap();
    await current().getByTestId("all-done-paid").waitFor();
    expect(await patientBalance(page, server)).toBe(before + REWARD);
    const retry = await page.request.post(`${server.url}/api/patient/dailyQuestions/reward`, {
      data: {},
      headers: { "X-Requested-With": "fetch" },
    });
    expect((await retry.json()).value).toMatchObject({ paid: false, reward: REWARD });
    await openLive(page, `${server.url}/app/patient/community/questions`);
    await current().press("End");
    await current().getByTestId("all-done-paid").waitFor();
    expect(await patientBalance(page, server)).toBe(before + REWARD);
  });

  it("asks a question: the type first, options added and removed; it waits for moderation", async () => {
    await openLive(page, `${server.url}/app/patient/community/byName/all/questions`);
    const form = page.getByTestId("ask-question");
    await form.waitFor();
    expect(await form.getByTestId("question-reward").textContent()).toBe("Reward: 100");
    await page.getByTestId("questions-previous").waitFor();
    await checkPage("questions");
    await form.getByRole("radio", { name: "Select multiple" }).tap();
    await form.getByLabel("Your question").fill("What helps you on a bad day?");
    for (const option of ["A nap", "A walk", "Music"]) {
      await form.getByLabel("New answer to offer").fill(option);
      await form.getByTestId("add-option").tap();
    }
    await form.getByRole("button", { name: "Remove “A walk”" }).tap();
    expect(await form.getByTestId("question-option").allTextContents()).toEqual([
      expect.stringContaining("A nap"),
      expect.stringContaining("Music"),
    ]);
    await form.getByRole("button", { name: "Send the question" }).tap();
    await page.getByTestId("question-waiting").waitFor();
    await checkPage("question sent");

    await page.getByTestId("votes-link").tap();
    await page.waitForURL("**/app/patient/community/byName/all/votes");
    await page.getByTestId("questions-empty").waitFor();
    await checkPage("votes");
  });

  it("likes a question once: the thumb up inactive after, a second like refused", async () => {
    await openLive(page, `${server.url}/app/patient/ressources/communityQuestion/sleep-hours-quiz`);
    await page.getByTestId("question-page").waitFor();
    await page.getByTestId("results-chart").waitFor();
    await checkPage("question page");
    const like = page.getByTestId("like-button");
    await like.tap();
    await expect.poll(() => like.textContent()).toContain("You like this (1)");
    expect(await like.isDisabled()).toBe(true);
    const again = await page.request.post(
      `${server.url}/api/patient/communityQuestions/sleep-hours-quiz/like`,
      { data: {}, headers: { "X-Requested-With": "fetch" } },
    );
    expect([again.status(), (await again.json()).error]).toEqual([409, "ALREADY_LIKED"]);
    await openLive(page, `${server.url}/app/community/communityQuestion/sleep-hours-quiz`);
    await page.getByTestId("question-page").waitFor();
    expect(await page.getByTestId("like-button").isDisabled()).toBe(true);
    await checkPage("community question page");
    await page.getByTestId("daily-link").tap();
    await page.waitForURL("**/app/patient/community/questions");
    await page.getByTestId("daily-questions").waitFor();
  });

  it("shows a guest the question read-only, and sends one who acts to sign in", async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    const guest = await context.newPage();
    await openLive(guest, `${server.url}/app/guest/ressources/communityQuestion/what-helps-you-sleep`);
    await guest.getByTestId("guest-question").waitFor();
    await checkPage("guest question", guest);
    await guest.getByTestId("guest-answer").tap();
    await guest.waitForURL(
      (url) =>
        url.pathname === "/app/guest/auth" &&
        url.searchParams.get("nextPage") === "/app/patient/ressources/communityQuestion/what-helps-you-sleep",
    );
    await context.close();
    expect(consoleErrors).toEqual([]);
  });
});
