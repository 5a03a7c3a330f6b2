/**
 * The journal end to end, in Chromium at phone size (375×740) with touch, against the real server
 * and database: a patient signs up, records two days through the API (symptoms, a value, an intake,
 * a questionnaire), opens the journal from the header, moves a day back, corrects that day (a
 * symptom's intensity replaced, a value removed after confirming), then opens the symptom's and the
 * questionnaire's pages (its launcher opens and closes). Axe checks every page.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { AppServer } from "./appServer";
import { signUpInBrowser } from "./signUp";
import { axeViolations } from "./axe";
import { openLive } from "./browser";
import { phoneJourney } from "./phoneJourney";

const FETCH = { "X-Requested-With": "fetch" };
let server: AppServer;
let page: Page;
let consoleErrors: string[] = [];

phoneJourney((journey) => ({ server, page, consoleErrors } = journey), {
  viewport: { width: 375, height: 740 },
  hasTouch: true,
  timezoneId: "UTC",
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function record(path: string, data: unknown, method: "post" | "put" = "post") {
  const answer = await page.request[method](`${server.url}${path}`, { headers: FETCH, data });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
}

describe("the journal on a phone", () => {
  it("signs up and records two days", async () => {
    await signUpInBrowser(page, server, { name: "Jules", touch: true });
    await record("/api/patient/symptomEvents", { symptom: "MIGRAINE", intensity: 3, date: daysAgo(1) });
    await record("/api/patient/symptomEvents", { symptom: "MIGRAINE", intensity: 4, date: daysAgo(0) });
    await record(
      "/api/patient/dailyActivity",
      { value: "bedtime", date: daysAgo(1), intensity: 1380 },
      "put",
    );
    await record("/api/patient/medicationIntakes", {
      medicationID: "PARACETAMOL",
      datetime: `${daysAgo(1)}T09:30:00.000Z`,
      efficiency: 4,
    });
    await record("/api/patient/questionnaires/mood-check/records", {
      answers: { enjoyment: "some-days", "low-mood": "every-day" },
    });
  });

  it("opens today's record from the header", async () => {
    await page.getByTestId("nav-journal").tap();
    await page.waitForURL("**/app/patient/journal");
    const symptoms = page.getByTestId("journal-symptoms");
    await symptoms.getByRole("img", { name: "Intensity 4 of 5" }).waitFor();
    await page.getByTestId("journal-questionnaires").getByText("Mood check").waitFor();
    await page.getByTestId("journal-analysis").getByRole("heading", { name: "My analysis" }).waitFor();
    expect(await axeViolations(page), "journal today").toEqual([]);
  });

  it("moves to the day before, with its value as entered and its intake", async () => {
    await page.getByRole("button", { name: "Previous day" }).tap();
    await page.waitForURL(`**/app/patient/journal?date=${daysAgo(1)}`);
    await page.getByTestId("journal-symptoms").getByRole("img", { name: "Intensity 3 of 5" }).waitFor();
    await page.getByTestId("journal-values").getByText("23:00").waitFor();
    await page.getByTestId("journal-intakes").getByText("Paracetamol").waitFor();
    expect(await page.getByRole("button", { name: "Next day" }).isDisabled()).toBe(false);
    expect(await axeViolations(page), "journal yesterday").toEqual([]);
  });

  it("corrects that day: a symptom replaced, a value removed once confirmed", async () => {
    const symptoms = page.getByTestId("journal-symptoms");
    await symptoms.getByRole("button", { name: "Change Migraine" }).tap();
    const form = page.getByTestId("journal-symptom-form");
    await form.locator('[data-level="1"]').tap();
    await form.getByRole("button", { name: "Save" }).tap();
    await symptoms.getByRole("img", { name: "Intensity 1 of 5" }).waitFor();

    const values = page.getByTestId("journal-values");
    await values.getByRole("button", { name: "Remove Bedtime" }).tap();
    expect(await axeViolations(page), "removal question").toEqual([]);
    await values.getByRole("button", { name: "Yes, remove" }).tap();
    await values.getByText("No value entered.").waitFor();

    // The server holds the correction: one event that day, at its new intensity, and no value.
    const day = await page.request.get(`${server.url}/api/patient/journal?date=${daysAgo(1)}`);
    const [recorded] = (await day.json()).value.days;
    expect(recorded.symptomEvents.map((e: { intensity: number }) => e.intensity)).toEqual([1]);
    expect(recorded.dailyActivities).toEqual([]);
  });

  it("opens the symptom's page with its recent events", async () => {
    await openLive(page, `${server.url}/app/patient/ressources/symptom/MIGRAINE`);
    await page.getByRole("heading", { name: "Migraine", level: 1 }).waitFor();
    // The events come with a read of their own, after the heading: wait for the list, then count.
    const events = page.getByTestId("symptom-events").getByRole("listitem");
    await events.first().waitFor();
    expect(await events.count()).toBe(2);
    expect(await axeViolations(page), "symptom page").toEqual([]);
  });

  it("opens the questionnaire's page, its scores and its launcher", async () => {
    await openLive(page, `${server.url}/app/patient/ressources/questionnaire/mood-check`);
    await page.getByRole("heading", { name: "Mood check", level: 1 }).waitFor();
    // The scores come with a read of their own, after the heading: wait for the list, then count.
    const scores = page.getByTestId("questionnaire-scores").getByRole("listitem");
    await scores.first().waitFor();
    expect(await scores.count()).toBe(1);
    expect(await axeViolations(page), "questionnaire page").toEqual([]);
    await page.getByTestId("questionnaire-open").tap();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Close" }).tap();
    await dialog.waitFor({ state: "detached" });

    await openLive(page, `${server.url}/app/patient/ressources/questionnaire/no-such-one`);
    expect(await page.getByTestId("questionnaire-error").isDisabled()).toBe(true);
    expect(await axeViolations(page), "questionnaire error").toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
