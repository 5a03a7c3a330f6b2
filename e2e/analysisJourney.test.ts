/**
 * The analysis journey, in Chromium at phone size with touch, against the real server
 * and database: a patient signs up and records ten days through the API (two recurring symptoms,
 * intakes, mood, migraine triggers, bedtime, a meal photo, questionnaires), opens the journal,
 * moves a day back and forth, finds every analytic's cards drawn below it, moves both calendars a
 * month back and forth, hides a symptom's line from the legend, opens the gallery's picture full
 * screen (closed by its button, then by Escape), opens the correlations' help, then joins a
 * program, which cannot be finished before its last day; the demo patient, who went through it
 * once, rates it. Axe checks the journal with its cards open and the study page.
 */
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { encodeMultiselect } from "../engine/tracking/multiselectEncoding";
import type { AppServer } from "./appServer";
import { signUpInBrowser } from "./signUp";
import { axeViolations } from "./axe";
import { openLive, phonePage } from "./browser";
import { signInAsDemo } from "./demoSignIn";
import { phoneJourney } from "./phoneJourney";

const FETCH = { "X-Requested-With": "fetch" };
const DAYS = 10;
const PROGRAM = "micro-breaks";
let server: AppServer;
let browser: Browser;
let page: Page;
let consoleErrors: string[] = [];

phoneJourney((journey) => ({ server, browser, page, consoleErrors } = journey), { timezoneId: "UTC" });

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** A 24×24 PNG of one colour: a picture the browser can draw (the gallery's thumbnail). */
function squarePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 24;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([230, 140, 60]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function call(method: "get" | "post" | "put", path: string, data?: unknown) {
  const answer = await page.request[method](`${server.url}${path}`, { headers: FETCH, data });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as { value: Record<string, unknown> } & Record<string, unknown>;
}

/** The card of the journal's analysis whose frame has `testId` and whose title has `title`. */
const card = (testId: string, title?: string | RegExp): Locator => {
  const cards = page.getByTestId("journal-analysis").getByTestId(testId);
  return title === undefined
    ? cards.first()
    : cards.filter({ has: page.getByRole("heading", { name: title }) });
};

describe("the analysis of ten days, on a phone", () => {
  it("signs up and records ten days through the API", async () => {
    await signUpInBrowser(page, server, { name: "Mila", touch: true });
    await call("post", "/api/patient/userSymptoms", { symptom: "MIGRAINE" });
    await call("post", "/api/patient/userSymptoms", { symptom: "FATIGUE" });
    for (let day = DAYS - 1; day >= 0; day--) {
      const date = daysAgo(day);
      await call("post", "/api/patient/symptomEvents", {
        symptom: "MIGRAINE",
        intensity: 1 + (day % 5),
        date,
      });
      await call("post", "/api/patient/symptomEvents", {
        symptom: "FATIGUE",
        intensity: 1 + ((day * 3) % 5),
        date,
      });
      if (day % 2 === 0) {
        await call("post", "/api/patient/medicationIntakes", {
          medicationID: "PARACETAMOL",
          datetime: `${date}T09:30:00.000Z`,
          efficiency: 2 + (day % 3),
        });
      }
      await call("put", "/api/patient/dailyActivity", {
        value: "mood",
        date,
        intensity: 1 + ((day * 2) % 5),
      });
      await call("put", "/api/patient/dailyActivity", {
        value: "migraineTriggers",
        date,
        intensity: encodeMultiselect(7, day % 3 === 0 ? [0, 1] : [day % 7]),
      });
      await call("put", "/api/patient/dailyActivity", { value: "bedtime", date, intensity: 1320 + day * 6 });
    }
    // A meal photo: the upload records today's IMAGE value (mealPhoto) with its file, which the
    // gallery finds (server/features/analysis/cards/gallery.ts).
    const upload = await page.request.post(
      `${server.url}/api/patient/uploads?access=private&value=mealPhoto`,
      {
        headers: { ...FETCH, "Content-Type": "image/png" },
        data: squarePng(),
      },
    );
    expect(upload.status(), await upload.text()).toBe(201);
    await call("post", "/api/patient/questionnaires/mood-check/records", {
      answers: { enjoyment: "some-days", "low-mood": "every-day" },
    });
    await call("post", "/api/patient/questionnaires/mood-check/records", {
      answers: { enjoyment: "not-at-all", "low-mood": "some-days" },
    });
    const journal = await call("get", `/api/patient/journal?date=${daysAgo(0)}`);
    const [today] = (journal.value as { days: Array<{ symptomEvents: unknown[] }> }).days;
    expect(today!.symptomEvents).toHaveLength(2);
  });

  it("opens the journal and moves a day back and forth", async () => {
    await openLive(page, `${server.url}/app/patient/journal`);
    await page.getByTestId("journal-symptoms").getByText("Migraine").waitFor();
    await page.getByRole("button", { name: "Previous day" }).tap();
    await page.waitForURL(`**/app/patient/journal?date=${daysAgo(1)}`);
    await page.getByTestId("journal-values").getByText("Mood").waitFor();
    await page.getByRole("button", { name: "Next day" }).tap();
    await page.waitForURL((url) => !url.search.includes(daysAgo(1)));
    await page.getByTestId("journal-symptoms").getByText("Fatigue").waitFor();
  });

  it("draws every analytic's cards below the journal", async () => {
    const analysis = page.getByTestId("journal-analysis");
    // Ten analytics at a time: the rest come with "See more".
    await analysis.getByTestId("analytics-item").first().waitFor();
    // Named "See more", then "Loading…" and disabled while the next page loads, gone after the last.
    // A page's items and the button's next state come in one render: once the items grew, the
    // button is either "See more" again or gone, never on its way out while it is looked at.
    const more = analysis.getByTestId("analytics-more");
    const items = analysis.getByTestId("analytics-item");
    await expect.poll(() => more.textContent()).toBe("See more");
    while (await more.isVisible()) {
      const before = await items.count();
      await more.tap();
      await expect.poll(() => items.count()).toBeGreaterThan(before);
    }
    // Each analytic opens its cards below it; all of them stay open side by side.
    const count = await items.count();
    expect(count).toBeGreaterThan(10);
    for (let index = 0; index < count; index++) {
      const button = items.nth(index).locator("> button");
      await button.tap();
      await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
      await items.nth(index).getByTestId("analysis-cards").waitFor();
    }
    const charts: Array<[string, string | RegExp]> = [
      ["analysis-symptom-series", /Migraine/],
      ["analysis-symptom-series", /Fatigue/],
      ["analysis-symptoms-evolution", /.+/],
      ["analysis-value-series", /Mood/],
      // Bedtime is drawn on the sleep chart's night axis, never again as a series of raw minutes.
      ["analysis-sleep", /.+/],
    ];
    expect(await card("analysis-value-series", /Bedtime/).count()).toBe(0);
    for (const [testId, title] of charts) {
      const drawn = card(testId, title);
      await drawn.scrollIntoViewIfNeeded();
      // A chart draws once near the screen, its library loaded on first use.
      await drawn.locator('[data-testid="analysis-chart"][data-drawn="true"]').waitFor();
      expect(
        await drawn.getByTestId("analysis-chart").locator("canvas, svg").count(),
        `${title}`,
      ).toBeGreaterThan(0);
      expect(await drawn.getByTestId("analysis-meta").textContent()).toMatch(/\d/);
    }
    for (const title of [/Mood/, /Migraine triggers/]) {
      await card("analysis-value-pie", title).getByTestId("analysis-pie").waitFor();
      expect(
        await card("analysis-value-pie", title).getByTestId("analysis-pie-slice").count(),
      ).toBeGreaterThan(0);
    }
    await card("symptom-calendar", /Migraine/)
      .getByRole("table")
      .waitFor();
    await card("symptom-calendar", /Fatigue/)
      .getByRole("table")
      .waitFor();
    await card("medication-calendar").getByRole("table").waitFor();
    await card("gallery").getByRole("button", { name: /Open/ }).waitFor();
    await card("correlations").waitFor();
    // Two records of one day: the questionnaire's card stands, with too few days to draw a line.
    await card("analysis-questionnaire-series").waitFor();
    expect(await analysis.locator("[data-card-error]").count()).toBe(0);
    expect(await axeViolations(page), "journal with its cards").toEqual([]);
  });

  it("moves the calendars a month back and forth", async () => {
    for (const [frame, grid] of [
      [card("symptom-calendar", /Migraine/), "symptom-calendar-grid"],
      [card("medication-calendar"), "medication-calendar-grid"],
    ] as const) {
      const month = frame.getByTestId(`${grid}-month`);
      const shown = await month.textContent();
      const marked = frame.locator("td.is-taken, td[class*='intensity-level--']");
      expect(await marked.count(), grid).toBeGreaterThan(0);
      await frame.getByTestId(`${grid}-previous`).tap();
      await expect.poll(() => month.textContent()).not.toBe(shown);
      await frame.getByTestId(`${grid}-next`).tap();
      await expect.poll(() => month.textContent()).toBe(shown);
    }
  });

  it("hides a symptom's line from the legend and shows it again", async () => {
    const evolution = card("analysis-symptoms-evolution", /.+/);
    const toggle = evolution.getByTestId("analysis-legend-toggle").filter({ hasText: "Fatigue" });
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    await toggle.tap();
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await toggle.tap();
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
  });

  it("opens the gallery's picture full screen and closes it", async () => {
    const thumbnail = card("gallery").getByRole("button", { name: /Open/ });
    await thumbnail.tap();
    const viewer = page.getByRole("dialog");
    await viewer.waitFor();
    await viewer
      .getByTestId("gallery-viewer-caption")
      .getByText(/Meal photo/)
      .waitFor();
    expect(await axeViolations(page), "the picture full screen").toEqual([]);
    await viewer.getByRole("button", { name: "Close the picture" }).tap();
    await viewer.waitFor({ state: "detached" });
    await thumbnail.tap();
    await viewer.waitFor();
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });
  });

  it("opens the correlations' help", async () => {
    const correlations = card("correlations");
    await correlations.getByRole("button", { name: "How are they found?" }).tap();
    await correlations.getByTestId("correlations-help").waitFor();
    expect(await axeViolations(page), "correlations help").toEqual([]);
  });

  it("cannot finish a program on the day it joins it", async () => {
    await call("post", `/api/patient/study/subscribe/${PROGRAM}`, {});
    const followUp = await call("get", `/api/patient/study/${PROGRAM}/followUpAnalytics`);
    expect(followUp.value).toMatchObject({ status: "INPROGRESS", success: false });
    const validate = await page.request.post(
      `${server.url}/api/patient/study/validate/${followUp.value.subscriptionId as string}`,
      { headers: FETCH },
    );
    expect([validate.status(), (await validate.json()).error]).toEqual([409, "PROGRAM_NOT_OVER"]);
    await openLive(page, `${server.url}/app/patient/ressources/studies/${PROGRAM}`);
    await page.getByTestId("ratings").getByTestId("rating-not-finished").waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("rates a program finished once, as the demo patient who went through it", async () => {
    const ratingsCount = async () => {
      const guest = await page.request.get(`${server.url}/api/guest/program/${PROGRAM}/ratings`);
      return ((await guest.json()).value as { count: number }).count;
    };
    // The demo accounts live in the embedded database: count from what is there before.
    const before = await ratingsCount();
    // The demo patient went through it once (server/demo/demoRatings.ts), in French.
    const { page: camille, consoleErrors: camilleErrors } = await phonePage(browser, { timezoneId: "UTC" });
    await signInAsDemo(camille, server, "patient");
    await openLive(camille, `${server.url}/app/patient/ressources/studies/${PROGRAM}`);
    const ratings = camille.getByTestId("ratings");
    const form = ratings.getByTestId("rating-form");
    await form.waitFor();
    await form.getByTestId("rating-choice-4").tap();
    await form.getByLabel("Votre commentaire (facultatif)").fill("Short breaks I actually take.");
    expect(await axeViolations(camille), "the study page's rating form").toEqual([]);
    // Tapped while the comment box has the focus, emulated Chromium scrolls that box back into view
    // between touchend and the click (measured: 88 px), so the click lands on the box: the box loses
    // the focus first, as it does when a phone's keyboard closes.
    await form.getByLabel("Votre commentaire (facultatif)").blur();
    await form.getByRole("button", { name: "Envoyer mon avis" }).tap();
    await ratings.getByTestId("rating-already-rated").waitFor();
    expect(await form.count()).toBe(0);
    await ratings.getByText("Short breaks I actually take.").waitFor();
    // Its writer reads the comment at once; others, once a moderator validated it.
    await ratings.getByTestId("rating-comment-waiting").waitFor();

    expect(await ratingsCount()).toBe(before + 1);
    expect(camilleErrors).toEqual([]);
  });
});
