/**
 * The pro's side of the chat and of their patients, end to end in Chromium at phone size against the real server and
 * database, with two browsers: the demo follower (Noah, two weeks of migraine) has asked to follow
 * the demo author (the demo accounts' waiting invitation) and consented to be called; the demo pro
 * opens the invitations (the header's link to them in view), validates the invitation, opens his
 * data (the charts drawn, then his symptoms over 90 days), asks the assistant's summary and sets
 * his call status; Noah, in his own browser, finds those reads
 * in "who read my data". axe checks every page, and each fits the phone's width.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startAppServer, type AppServer } from "./appServer";
import { axeViolations } from "./axe";
import { consoleErrorsOf, launchChromium, openLive, PHONE } from "./browser";
import { screenshotsOnFailure } from "./failureShots";
import { demoCredentials } from "./demoSignIn";

const FETCH = { "X-Requested-With": "fetch" };
// Both demo accounts read French.
const FR = {
  validate: "Valider Noah",
  patientsNav: "Patients",
  invitationsNav: "Invitations",
  callStatus: "Statut d'appel",
  toCall: "À appeler",
  callSaved: "Statut d'appel enregistré.",
  summarize: "Résumer les données récentes",
  whoRead: "Qui a lu mes données",
  readData: "A ouvert vos données des 30 derniers jours",
  readSummary: "A demandé à l'assistant un résumé de vos données",
  readSeries: "A ouvert un type de vos données sur 90 jours",
  history: "Sur 90 jours",
  showHistory: "Afficher 90 jours",
} as const;

let server: AppServer;
let browser: Browser;
let pro: Page;
let patient: Page;
let consoleErrors: string[] = [];

async function phonePage(label: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, reducedMotion: "reduce" });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`${label} page error:`, error.message));
  return page;
}

/** Signs `page`'s browser in through the sign-in call (the sign-in page has its own journey). */
async function signIn(page: Page, account: "follower" | "pro"): Promise<void> {
  const answer = await page.context().request.post(`${server.url}/api/auth/login`, {
    headers: FETCH,
    data: demoCredentials(server, account),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** axe finds nothing and the page is no wider than the phone. */
async function checkPage(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), name).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} width`,
  ).toBeLessThanOrEqual(PHONE.width);
}

screenshotsOnFailure();

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
  pro = await phonePage("pro");
  patient = await phonePage("patient");
  consoleErrors = await consoleErrorsOf(pro);
  await signIn(pro, "pro");
  await signIn(patient, "follower");
  // Noah agrees to be called, as the IOT card's NUMERO_CALL consent does.
  const consent = await patient.context().request.put(`${server.url}/api/patient/patientInfo`, {
    headers: FETCH,
    data: { phone: "0612345678", consent: true },
  });
  expect(consent.ok(), await consent.text()).toBe(true);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a pro and their patients", () => {
  it("opens the invitations, whose link in the header's sideways strip is in view, on one line", async () => {
    // Opened straight, not by a tap that would scroll the strip to the link first.
    await openLive(pro, `${server.url}/app/pro/invitations`);
    const active = pro.getByRole("link", { name: FR.invitationsNav, exact: true });
    await expect.poll(async () => (await active.getAttribute("data-status")) === "active").toBe(true);
    const link = (await active.boundingBox())!;
    expect(link.x).toBeGreaterThanOrEqual(0);
    expect(link.x + link.width).toBeLessThanOrEqual(PHONE.width);
    // Every link as tall as the first: none wraps its label onto a second line.
    const heights = await pro
      .locator(".app-header__link")
      .evaluateAll((links) => links.map((element) => element.getBoundingClientRect().height));
    expect(new Set(heights).size, heights.join()).toBe(1);
  });

  it("validates Noah's invitation", async () => {
    await openLive(pro, `${server.url}/app/pro`);
    await pro.getByRole("link", { name: FR.invitationsNav, exact: true }).tap();
    await pro.waitForURL("**/app/pro/invitations");
    const validate = pro.getByRole("button", { name: FR.validate });
    await validate.waitFor();
    await checkPage(pro, "01-invitations");
    await validate.tap();
    await pro.getByText(/^Validée\u00a0: le suivi court jusqu'au /).waitFor();
    await expect.poll(() => validate.count()).toBe(0);
  });

  it("opens his data: the charts are drawn", async () => {
    await pro.getByRole("link", { name: FR.patientsNav, exact: true }).tap();
    await pro.waitForURL("**/app/pro/patients");
    const noah = pro.getByRole("link", { name: "Noah" });
    await noah.waitFor();
    await checkPage(pro, "02-patients");
    await noah.tap();
    await pro.waitForURL("**/app/pro/patients/*");
    await pro.getByRole("heading", { level: 1, name: "Noah" }).waitFor();
    // uPlot draws his two weeks of migraine into a canvas once the chart nears the screen.
    const chart = pro.getByTestId("pro-series-chart").first();
    await chart.scrollIntoViewIfNeeded();
    await chart.locator("canvas").waitFor();
    expect(await chart.getAttribute("data-drawn")).toBe("true");
    await checkPage(pro, "03-patient");
  });

  it("opens his symptoms over 90 days", async () => {
    const history = pro.getByRole("region", { name: FR.history });
    await history.getByRole("button", { name: FR.showHistory }).tap();
    const chart = history.getByTestId("pro-series-chart");
    await chart.scrollIntoViewIfNeeded();
    await chart.locator("canvas").waitFor();
  });

  it("asks the assistant's summary and sets his call status", async () => {
    await pro.getByRole("button", { name: FR.summarize }).tap();
    await expect
      .poll(() => pro.getByTestId("pro-summary-text").textContent())
      .toContain("Migraine : 6 relevés");
    const select = pro.getByLabel(FR.callStatus);
    await select.selectOption({ label: FR.toCall });
    await pro.getByText(FR.callSaved).waitFor();
    await openLive(pro, pro.url());
    await expect.poll(() => pro.getByLabel(FR.callStatus).inputValue()).toBe("TO_CALL");
    await checkPage(pro, "04-patient-called");
    expect(consoleErrors).toEqual([]);
  });

  it("shows Noah, in his own browser, who read his data", async () => {
    await openLive(patient, `${server.url}/app/patient/settings`);
    await patient.getByRole("link", { name: new RegExp(FR.whoRead) }).tap();
    await patient.waitForURL("**/app/patient/settings/dataAccess");
    const reads = patient.getByRole("listitem").filter({ hasText: "Demo Pro" });
    await expect.poll(() => reads.filter({ hasText: FR.readData }).count()).toBeGreaterThan(0);
    expect(await reads.filter({ hasText: FR.readSummary }).count()).toBe(1);
    expect(await reads.filter({ hasText: FR.readSeries }).count()).toBe(1);
    await checkPage(patient, "05-who-read-my-data");
  });
});
