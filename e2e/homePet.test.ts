/**
 * Home and the pet, end to end in Chromium at phone size against the real server and database:
 * sign up → record symptom events → home shows the symptom's card with its chart, average and
 * change, and the pet with its mood → the personalization screen offers the free head and
 * background and links to the shop. Axe checks each page.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { AppServer } from "./appServer";
import { signUpInBrowser } from "./signUp";
import { axeViolations } from "./axe";
import { openLive } from "./browser";
import en from "../renderer/app/i18n/messages/en.json" with { type: "json" };
import { phoneJourney } from "./phoneJourney";

const FETCH = { "X-Requested-With": "fetch" };
let server: AppServer;
let page: Page;
let consoleErrors: string[] = [];

phoneJourney((journey) => ({ server, page, consoleErrors } = journey), {
  hasTouch: false,
  timezoneId: "UTC",
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe("home and the pet", () => {
  it("signs up", async () => {
    await signUpInBrowser(page, server, { name: "Camille" });
  });

  it("shows the symptom's card with its chart after symptom events were entered", async () => {
    const follow = await page.request.post(`${server.url}/api/patient/userSymptoms`, {
      headers: FETCH,
      data: { symptom: "MIGRAINE" },
    });
    expect(follow.status()).toBe(201);
    for (const [ago, intensity] of [
      [10, 2],
      [8, 4],
      [3, 3],
      [0, 5],
    ] as const) {
      const event = await page.request.post(`${server.url}/api/patient/symptomEvents`, {
        headers: FETCH,
        data: { symptom: "MIGRAINE", intensity, date: daysAgo(ago) },
      });
      expect(event.status()).toBe(201);
    }
    await openLive(page, `${server.url}/app/patient`);
    const card = page.getByTestId("symptom-card");
    await card.waitFor();
    expect(await card.locator("h2").textContent()).toBe("Migraine");
    // (2 + 4 + 3 + 5) / 4; this week (3, 5) against the week before (2, 4): +33 %.
    expect(await page.getByTestId("symptom-average").textContent()).toBe("3.5");
    expect(await page.getByTestId("symptom-change").textContent()).toBe("+33%");
    // uPlot draws on a canvas once its module has loaded.
    await card.locator('[data-testid="symptom-chart"] canvas').first().waitFor();
    expect(await page.getByTestId("date-strip").locator("li").count()).toBe(7);
    expect(await axeViolations(page), "home").toEqual([]);
  });

  it("shows the pet with its mood, worded", async () => {
    const pet = page.getByTestId("pet");
    const mood = (await pet.getAttribute("data-mood")) as keyof typeof moods;
    const moods = {
      HUNGRY: en["pet.mood.HUNGRY"],
      SLEEPING: en["pet.mood.SLEEPING"],
    };
    // A new patient has completed no card: hungry, unless it is night where they are.
    expect(Object.keys(moods)).toContain(mood);
    expect(await page.getByTestId("pet-mood").textContent()).toBe(moods[mood]);
    expect(await pet.locator(".pet__head").getAttribute("src")).toBe("/media/pet-head.svg");
  });

  it("opens the personalization screen from home, with the free head and background chosen", async () => {
    await page.getByTestId("dress-pet").click();
    await page.waitForURL("**/app/patient/settings/personalization");
    const heads = page.getByRole("group", { name: en["pet.heads"] });
    await heads.waitFor();
    expect(await heads.getByRole("radio").count()).toBe(1);
    expect(await heads.getByRole("radio").first().isChecked()).toBe(true);
    expect(
      await page.getByRole("group", { name: en["pet.backgrounds"] }).getByRole("radio").isChecked(),
    ).toBe(true);
    expect(await page.getByTestId("pet-shop-link").getAttribute("href")).toBe("/app/patient/rewards");
    expect(await axeViolations(page), "personalization").toEqual([]);
    // Choosing what is already worn changes nothing and fails nothing.
    await heads.getByRole("radio").first().check();
    expect(consoleErrors).toEqual([]);
  });
});
