/**
 * A new patient's first three days, in French and in English, in Chromium at phone size, the app's
 * clock and the browser's moved from day to day (DEMO_CLOCK on the server, restarted on the same
 * database; Playwright's clock in the page), in Paris:
 * - day 1, 09:00: signs up, joins the tour, does the day's few cards, asks for a daily e-mail
 *   reminder at 18:00;
 * - day 2, 18:05: the reminder comes by e-mail, once; its link opens the deck, whose cards they do;
 * - day 3, 09:00: the deck again, then the shop, where the rewards earned buy the streak saver,
 *   and the journal with its analysis: the three days' entries drawn, and the consultation PDF.
 * axe checks every screen on the way.
 */
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startAppServer, type AppServer } from "./appServer";
import { axeViolations } from "./axe";
import { consoleErrorsOf, launchChromium, openLive, PHONE } from "./browser";
import { screenshotsOnFailure } from "./failureShots";
import { signUpInBrowser } from "./signUp";
import { taskWalkers, textsOf, todoCards, walkDeck, type Texts } from "./taskWalkers";
import { LOST_STREAK_POWER_PRICE } from "../engine/rewards/powers";

/** The three mornings and evening, in Paris (UTC+1 in December). */
const DAY_1 = "2026-12-01T09:00:00+01:00";
const DAY_2_EVENING = "2026-12-02T18:05:00+01:00";
const DAY_3 = "2026-12-03T09:00:00+01:00";
const REMINDER_TIME = "18:00";
/** The shop's streak saver (content/shopObjects.json), at the engine's price. */
const STREAK_SAVER = { id: "power-lost-serie", price: LOST_STREAK_POWER_PRICE };

screenshotsOnFailure();

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

for (const language of ["fr", "en"] as const) {
  describe(`a new patient's first three days (${language})`, () => {
    const t: Texts = textsOf(language);
    let server: AppServer;
    let context: BrowserContext;
    let page: Page;
    let consoleErrors: string[] = [];
    const pageErrors: string[] = [];
    let email = "";

    beforeAll(async () => {
      server = await startAppServer({ DEMO_CLOCK: DAY_1 });
      context = await browser.newContext({
        viewport: PHONE,
        reducedMotion: "reduce",
        timezoneId: "Europe/Paris",
        locale: language === "fr" ? "fr-FR" : "en-GB",
      });
      await context.clock.install({ time: new Date(DAY_1) });
      page = await context.newPage();
      page.on("pageerror", (error) => pageErrors.push(error.message));
      consoleErrors = await consoleErrorsOf(page);
    });

    afterAll(async () => {
      await context?.close();
      await server?.stop();
    });

    /** Moves the server's clock and the browser's to `instant`. */
    async function moveTo(instant: string): Promise<void> {
      await server.restart({ DEMO_CLOCK: instant });
      await context.clock.setSystemTime(new Date(instant));
    }

    /** Does every task card of the day in the deck, checking each with axe. */
    async function doTheDay(): Promise<void> {
      const tasks = (await todoCards(page, server.url)).filter((card) => card.type === "TASK");
      expect(tasks.length, "cards of the day").toBeGreaterThan(0);
      expect(tasks.length, "a few cards a day").toBeLessThanOrEqual(6);
      await page.getByTestId("deck").waitFor();
      await walkDeck(page, tasks, taskWalkers(page, t));
      expect((await todoCards(page, server.url)).filter((card) => card.type === "TASK")).toEqual([]);
    }

    it("day 1: signs up, joins the tour and does the day's cards", async () => {
      email = await signUpInBrowser(page, server, {
        name: `Day${language}`,
        language,
        nextPage: "/app/patient/program",
      });
      const me = await (await page.request.get(`${server.url}/api/auth/me`)).json();
      expect(me.value.user).toMatchObject({ language, timeZone: "Europe/Paris" });
      const tour = page.locator('[data-testid="program"][data-program-id="tour"]');
      await tour.getByTestId("subscribe").click();
      await tour.getByTestId("subscribed").waitFor();
      expect(await axeViolations(page), "programs").toEqual([]);
      await openLive(page, `${server.url}/app/patient/tasks`);
      await doTheDay();
    });

    it("day 1: asks for a daily e-mail reminder at 18:00", async () => {
      await openLive(page, `${server.url}/app/patient/settings/profile`);
      const form = page.getByTestId("reminder-settings");
      await form.getByLabel(t("reminders.email"), { exact: true }).check();
      await form.getByLabel(t("reminders.time"), { exact: true }).fill(REMINDER_TIME);
      await form.getByRole("button", { name: t("reminders.save"), exact: true }).click();
      await page.getByText(t("reminders.saved"), { exact: true }).waitFor();
      expect(await axeViolations(page), "settings").toEqual([]);
      const saved = await (await page.request.get(`${server.url}/api/patient/reminders`)).json();
      expect(saved.value).toMatchObject({ email: true, time: REMINDER_TIME });
    });

    it("day 2, 18:05: the reminder comes once by e-mail and opens the deck", async () => {
      await moveTo(DAY_2_EVENING);
      const link = await server.mailLink(email, "dailyReminder");
      expect(new URL(link).pathname).toBe("/app/patient/tasks");
      await openLive(page, link);
      await doTheDay();
      expect(await axeViolations(page), "deck done").toEqual([]);
      expect(server.mailCount(email, "dailyReminder")).toBe(1);
    });

    it("day 3: the deck, then the shop, where the rewards earned buy the streak saver", async () => {
      await moveTo(DAY_3);
      await openLive(page, `${server.url}/app/patient/tasks`);
      await doTheDay();
      // Nothing reminds on a morning before the reminder's hour: still the one of day 2.
      expect(server.mailCount(email, "dailyReminder")).toBe(1);

      await openLive(page, `${server.url}/app/patient/rewards`);
      const balance = page.getByTestId("shop-balance");
      await balance.waitFor();
      const earned = Number((await balance.textContent())!.replace(/\D/g, ""));
      expect(earned, "rewards earned in three days").toBeGreaterThanOrEqual(STREAK_SAVER.price);
      expect(await axeViolations(page), "shop").toEqual([]);
      const saver = page.getByTestId(`shop-item-${STREAK_SAVER.id}`);
      await saver.getByRole("button", { name: t("shop.item.buy"), exact: true }).click();
      const dialog = page.getByTestId("shop-confirm");
      await dialog.waitFor();
      expect(await axeViolations(page), "confirm dialog").toEqual([]);
      await dialog.getByRole("button", { name: t("shop.confirm.buy"), exact: true }).click();
      await expect
        .poll(async () => Number((await balance.textContent())!.replace(/\D/g, "")))
        .toBe(earned - STREAK_SAVER.price);
    });

    it("day 3: the journal shows what the cards recorded, the analysis draws it, and the PDF downloads", async () => {
      await openLive(page, `${server.url}/app/patient/journal`);
      // Today's cards: the trigger card's migraine and its trigger, the intake, the walk's steps, one good thing.
      await page.getByTestId("journal-symptom").getByText("Migraine").waitFor();
      await page.getByTestId("journal-triggers").waitFor();
      await page.getByTestId("journal-intake").first().waitFor();
      await page.getByTestId("journal-cards").getByText("A walk in the sun").waitFor();
      expect(await axeViolations(page), "journal").toEqual([]);
      // Day 2's symptom check-in, a day back.
      await page.getByTestId("journal-previous").click();
      await page.waitForURL("**/app/patient/journal?date=2026-12-02");
      await page.getByTestId("journal-symptom").getByText("Migraine").waitFor();

      // The migraine of days 2 and 3, drawn over time.
      const analysis = page.getByTestId("journal-analysis");
      const migraine = analysis
        .getByTestId("analytics-item")
        .filter({ hasText: `${t("analysis.type.timeSerie_symptom")} · Migraine` });
      const open = migraine.locator("> button");
      await open.click();
      await expect.poll(() => open.getAttribute("aria-expanded")).toBe("true");
      const chart = migraine.getByTestId("analysis-chart").first();
      await chart.scrollIntoViewIfNeeded();
      await migraine.locator('[data-testid="analysis-chart"][data-drawn="true"]').first().waitFor();
      expect(await analysis.locator("[data-card-error]").count()).toBe(0);
      expect(await axeViolations(page), "journal and analysis").toEqual([]);

      const download = page.waitForEvent("download");
      await analysis.getByTestId("analysis-pdf").click();
      const pdf = await download;
      expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = await readFile(await pdf.path());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
}
