/**
 * Sharing with a healthcare professional end to end, in Chromium at phone size with touch, against
 * the real server and database: a patient opens "share with a healthcare professional" from the
 * settings, creates a connection with a password, copies its key and its link, and sees the link's
 * QR code; the doctor, in a fresh browser, opens the link, gives the password, sees whose data it is
 * with the series named, and downloads the FHIR bundle; another browser opens
 * /app/external/{key}, fails the password six times, told the tries left, then to wait (429); a second connection,
 * without password, shows the shared data read-only with its charts; the patient finds the reads
 * in each connection's access log, removes one (its key then says "no longer shared"), downloads
 * the export from the profile and deletes the (throwaway) account. axe checks every page.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { AppServer } from "./appServer";
import { signUpInBrowser } from "./signUp";
import { axeViolations } from "./axe";
import { openLive, PHONE } from "./browser";
import { phoneJourney } from "./phoneJourney";

const PASSWORD = "doctor's password";
const ACCOUNT_PASSWORD = "a long enough password";

let server: AppServer;
let browser: Browser;
let patient: Page;
let consoleErrors: string[] = [];
const keys: Record<string, string> = {};
let doctorLink = "";

const phoneContext = () => browser.newContext({ viewport: PHONE, hasTouch: true, reducedMotion: "reduce" });

phoneJourney(async (journey) => {
  ({ server, browser, page: patient, consoleErrors } = journey);
  await patient.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
});

const connection = (page: Page, name: string) => page.getByTestId("connection").filter({ hasText: name });

/** An outsider: a browser context of its own, with no cookie of the patient's. */
async function outsider(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext();
  const page = await context.newPage();
  return { context, page };
}

describe("sharing data with a healthcare professional, on a phone", () => {
  it("opens the sharing page from the settings", async () => {
    await signUpInBrowser(patient, server, { name: "Noa", touch: true });
    // Two days of a symptom to share (the tracking cards record them; here, the same call): a
    // chart needs more than one point (docs/features/sharing.md).
    for (const [daysAgo, intensity] of [
      [1, 2],
      [0, 4],
    ] as const) {
      const date = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const recorded = await patient.request.post(`${server.url}/api/patient/symptomEvents`, {
        headers: { "X-Requested-With": "fetch" },
        data: { symptom: "MIGRAINE", intensity, date },
      });
      expect(recorded.status()).toBe(201);
    }
    await openLive(patient, `${server.url}/app/patient/settings`);
    expect(await axeViolations(patient), "settings").toEqual([]);
    await patient.getByTestId("medical-sharing-link").tap();
    await patient.waitForURL("**/app/patient/journal/medical");
    await patient.getByText("No connection yet.").waitFor();
    expect(await axeViolations(patient), "sharing page").toEqual([]);
  });

  it("creates a connection with a password and copies its key", async () => {
    const form = patient.getByTestId("connection-form");
    await form.getByLabel("Name (who it is for)").fill("Dr Martin");
    await form.getByLabel("Password (optional)").fill(PASSWORD);
    await form.getByRole("button", { name: "Create the connection" }).tap();
    await patient.getByTestId("connection-created").waitFor();
    const item = connection(patient, "Dr Martin");
    await item.waitFor();
    expect(await item.getByText("Protected by a password").count()).toBe(1);
    await item.getByRole("button", { name: "Copy the key of Dr Martin" }).tap();
    await patient.getByText("Connection key copied").waitFor();
    keys.doctor = await patient.evaluate(() => navigator.clipboard.readText());
    expect(keys.doctor).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await item.getByTestId("connection-key").textContent()).toBe(keys.doctor);
    // The link to hand over, with its QR code (the library loaded by this page only).
    await item.getByRole("button", { name: "Copy the link of Dr Martin" }).tap();
    await patient.getByText("Link copied").waitFor();
    doctorLink = await patient.evaluate(() => navigator.clipboard.readText());
    expect(new URL(doctorLink).pathname).toBe(`/app/external/${keys.doctor}`);
    expect(await item.getByTestId("connection-link").getAttribute("href")).toBe(doctorLink);
    await item.getByRole("img", { name: "QR code of the link for Dr Martin" }).waitFor();
    expect(await axeViolations(patient), "connection with its link").toEqual([]);
  });

  it("lets the doctor open the link, give the password, read whose data it is and download it as FHIR", async () => {
    const { context, page } = await outsider();
    // The link as the patient handed it (PUBLIC_URL's origin may name this same server otherwise).
    await openLive(page, new URL(new URL(doctorLink).pathname, server.url).href);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Open" }).tap();
    await page.getByTestId("shared-data").waitFor();
    expect(await page.getByTestId("shared-patient").textContent()).toBe("Data of Noa");
    const symptoms = page
      .getByTestId("shared-chart")
      .filter({ has: page.getByRole("heading", { name: "Symptoms" }) });
    expect(await symptoms.getByRole("listitem").allTextContents()).toEqual(["Migraine"]);
    expect(await page.getByText("MIGRAINE", { exact: true }).count()).toBe(0);
    expect(await axeViolations(page), "external view, opened with the password").toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("external-download-fhir").tap(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^outchi-noa-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.fhir\.json$/,
    );
    const bundle = JSON.parse(readFileSync((await download.path()) ?? "", "utf8"));
    expect([bundle.resourceType, bundle.type]).toEqual(["Bundle", "collection"]);
    const kinds = bundle.entry.map(
      (entry: { resource: { resourceType: string } }) => entry.resource.resourceType,
    );
    expect(kinds.filter((kind: string) => kind === "Observation")).toHaveLength(2);
    expect(kinds).toContain("Patient");
    await context.close();
  });

  it("creates a second connection, without password, sharing symptoms only", async () => {
    const form = patient.getByTestId("connection-form");
    await form.getByLabel("Name (who it is for)").fill("Mum");
    for (const kind of ["Medication intakes", "Triggers", "Questionnaire scores"]) {
      await form.getByRole("switch", { name: kind }).tap();
    }
    await form.getByRole("button", { name: "Create the connection" }).tap();
    const item = connection(patient, "Mum");
    await item.waitFor();
    expect(await item.getByText("Shares: Symptoms").count()).toBe(1);
    keys.mum = (await item.getByTestId("connection-key").textContent()) ?? "";
    expect(await axeViolations(patient), "sharing list").toEqual([]);
  });

  it("locks the address after five wrong passwords, saying the tries left: the sixth try is told to wait", async () => {
    const { context, page } = await outsider();
    await openLive(page, `${server.url}/app/external/${keys.doctor}`);
    const field = page.getByLabel("Password");
    await field.waitFor();
    expect(await axeViolations(page), "external password").toEqual([]);
    for (let attempt = 1; attempt <= 6; attempt++) {
      await field.fill(`guess number ${attempt}`);
      await page.getByRole("button", { name: "Open" }).tap();
      const left = 5 - attempt;
      const expected =
        attempt > 5
          ? "Too many wrong passwords. Try again in 15 minutes."
          : left === 0
            ? "Wrong password. No try left: wait 15 minutes."
            : `Wrong password. ${left} ${left === 1 ? "try" : "tries"} left before a 15-minute wait.`;
      await expect.poll(() => page.getByTestId("external-error").textContent()).toBe(expected);
    }
    expect(await axeViolations(page), "external locked").toEqual([]);
    await context.close();
  });

  it("shows what a connection without password shares, read-only, with its chart", async () => {
    const { context, page } = await outsider();
    await openLive(page, `${server.url}/app/external/${keys.mum}`);
    await page.getByTestId("shared-data").waitFor();
    expect(await page.getByText("Shared with Mum").count()).toBe(1);
    const charts = page.getByTestId("shared-chart");
    expect(await charts.count()).toBe(1);
    expect(await charts.first().getAttribute("aria-label")).toBe("Symptoms");
    await charts.first().locator("canvas").waitFor();
    expect(await page.locator("input, textarea, select").count()).toBe(0);
    expect(await axeViolations(page), "external view").toEqual([]);
    await context.close();
  });

  it("finds the reads in each connection's access log", async () => {
    await openLive(patient, `${server.url}/app/patient/journal/medical`);
    const doctor = connection(patient, "Dr Martin");
    await doctor.getByRole("button", { name: "Access log of Dr Martin" }).tap();
    const outcomes = () => doctor.locator("[data-testid=access-log] tbody td:last-child").allTextContents();
    await expect.poll(outcomes).toEqual([
      "Blocked after wrong passwords",
      ...Array(5).fill("Wrong password"),
      "Asked for the password",
      // The doctor: asked, opened, then the download.
      "Opened",
      "Opened",
      "Asked for the password",
    ]);
    const mum = connection(patient, "Mum");
    await mum.getByRole("button", { name: "Access log of Mum" }).tap();
    await expect
      .poll(() => mum.locator("[data-testid=access-log] tbody td:last-child").allTextContents())
      .toEqual(["Opened"]);
    expect(await mum.getByText("Opened").count()).toBeGreaterThan(0);
    expect(await axeViolations(patient), "access log").toEqual([]);
  });

  it("removes a connection: its key is no longer shared", async () => {
    await connection(patient, "Mum").getByRole("button", { name: "Delete Mum" }).tap();
    await patient.getByText("Removed").waitFor();
    await expect.poll(() => connection(patient, "Mum").count()).toBe(0);
    const { context, page } = await outsider();
    await openLive(page, `${server.url}/app/external/${keys.mum}`);
    await page.getByTestId("external-gone").waitFor();
    expect(await page.getByRole("heading", { name: "No longer shared" }).count()).toBe(1);
    expect(await axeViolations(page), "no longer shared").toEqual([]);
    await context.close();
  });

  it("downloads the export from the profile", async () => {
    await openLive(patient, `${server.url}/app/patient/settings/profile`);
    await patient.getByTestId("export-json").waitFor();
    expect(await axeViolations(patient), "profile").toEqual([]);
    const [download] = await Promise.all([
      patient.waitForEvent("download"),
      patient.getByTestId("export-json").tap(),
    ]);
    const exported = JSON.parse(readFileSync((await download.path()) ?? "", "utf8"));
    expect(exported.tables.symptom_events).toHaveLength(2);
    expect(exported.tables.connections.map((row: { name: string }) => row.name).sort()).toEqual([
      "Dr Martin",
      "Mum",
    ]);
    const [fhir] = await Promise.all([
      patient.waitForEvent("download"),
      patient.getByTestId("export-fhir").tap(),
    ]);
    expect(JSON.parse(readFileSync((await fhir.path()) ?? "", "utf8")).resourceType).toBe("Bundle");
  });

  it("deletes the account after confirming with the password, and is signed out", async () => {
    await patient.getByRole("button", { name: "Delete my account" }).tap();
    await patient.getByLabel("Your password").fill("not the password");
    await patient.getByRole("button", { name: "Delete for good" }).tap();
    await patient.getByText("Wrong password.").waitFor();
    expect(await axeViolations(patient), "delete account").toEqual([]);
    await patient.getByLabel("Your password").fill(ACCOUNT_PASSWORD);
    await patient.getByRole("button", { name: "Delete for good" }).tap();
    await patient.waitForURL("**/app/guest/auth");
    await openLive(patient, `${server.url}/app/patient/journal/medical`);
    await patient.waitForURL("**/app/guest/auth**");
    const { context, page } = await outsider();
    await openLive(page, `${server.url}/app/external/${keys.doctor}`);
    await page.getByTestId("external-not-found").waitFor();
    await context.close();
    expect(consoleErrors).toEqual([]);
  });
});
