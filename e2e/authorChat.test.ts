/**
 * The chat between a patient and an author end to end, in Chromium at phone size against one running server, with
 * the patient's and the demo pro's browsers side by side: the demo patient asks to follow the demo
 * author (`demo-pro`) and pays a month on the author's page; the pro validates the invitation in the
 * pro area; they write to each other and each sees the other's message within a second without
 * reloading, the "opened" marks following; the patient's counter turns red past 1000 characters;
 * the pro opens the patient's data and the patient finds that read in "who read my data"; the
 * patient contributes 50 and the pro's bank shows it; in a third browser, the demo follower (Noah)
 * cancels his waiting paid follow and gets half back (docs/features/chat.md). axe-core runs on every page,
 * and no page is wider than the phone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startAppServer, type AppServer } from "./appServer";
import { axeViolations } from "./axe";
import { consoleErrorsOf, launchChromium, openLive, PHONE } from "./browser";
import { screenshotsOnFailure } from "./failureShots";
import { signInAsDemo } from "./demoSignIn";

const AUTHOR = "demo-pro";
/** The other side's message shows within this (the "within a second"). */
const LIVE_MS = 1_000;
// Both demo accounts read the app in French.
const FR = {
  message: "Votre message",
  send: "Envoyer",
  messages: "Messages",
  follow: "Suivre Demo Pro",
  askMonth: "Demander à suivre pour 1 mois",
  waiting: "Votre demande attend la validation de Demo Pro.",
  invitations: "Invitations",
  validate: "Valider Camille",
  patients: "Patients",
  readData: "A ouvert vos données des 30 derniers jours",
  give: "Donner",
  cancel: "Annuler la demande",
  cancelled: "Demande annulée\u00a0: 250 récompenses rendues.",
} as const;
/** A month of the demo author (500 × its monthPrice 1), and the 50 the patient gives. */
const MONTH = 500;
const CONTRIBUTION = 50;

let server: AppServer;
let browser: Browser;
let patient: Page;
let pro: Page;
const consoleErrors: string[] = [];

/** The balance of the account `page` is signed in as. */
async function balance(page: Page, path = "/api/patient/bank"): Promise<number> {
  const answer = await page.request.get(`${server.url}${path}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const value = (await answer.json()).value;
  return value.amount ?? value.balance;
}

/** axe-core's violations on the page as it is, and a page wider than the phone counts as one. */
async function judge(page: Page): Promise<string[]> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const tooWide =
    width > PHONE.width ? [`${page.url()} is ${width} px wide on a ${PHONE.width} px phone`] : [];
  return [...tooWide, ...(await axeViolations(page))];
}

/** Types `text` in the page's message box and sends it; resolves once the server answered. */
async function send(page: Page, text: string, method: "POST" | "PUT"): Promise<void> {
  await page.getByLabel(FR.message).fill(text);
  const answered = page.waitForResponse(
    (r) => r.request().method() === method && /\/(chat|message\/)$/.test(r.url()),
  );
  await page.getByRole("button", { name: FR.send }).tap();
  expect((await answered).ok()).toBe(true);
}

screenshotsOnFailure();

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
  for (const role of ["patient", "pro"] as const) {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, reducedMotion: "reduce" });
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`${role} page error:`, error.message));
    consoleErrors.push(...(await consoleErrorsOf(page)));
    if (role === "patient") patient = page;
    else pro = page;
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a patient and their author", () => {
  it("signs both in; the patient asks to follow the demo author and pays a month", async () => {
    await signInAsDemo(patient, server, "patient");
    await signInAsDemo(pro, server, "pro");
    const before = await balance(patient);
    await openLive(patient, `${server.url}/app/patient/ressources/autors/${AUTHOR}`);
    await patient.getByRole("button", { name: FR.follow }).tap();
    await patient.getByTestId("premium-tile-1").tap();
    await patient.getByRole("button", { name: FR.askMonth }).tap();
    expect(await patient.getByTestId("follow-waiting").textContent()).toBe(FR.waiting);
    expect(await balance(patient)).toBe(before - MONTH);
  });

  it("has the pro validate the invitation in the pro area", async () => {
    await openLive(pro, `${server.url}/app/pro`);
    await pro.getByRole("link", { name: FR.invitations, exact: true }).tap();
    await pro.waitForURL("**/app/pro/invitations");
    await pro.getByRole("button", { name: FR.validate }).tap();
    await pro.getByText(/^Validée\u00a0: le suivi court jusqu'au /).waitFor();
    // The month the patient paid reaches the pro with the validation.
    expect(await balance(pro, "/api/pro/demo-pro/bank")).toBe(MONTH);
    await openLive(patient, `${server.url}/app/patient/ressources/autors/${AUTHOR}`);
    await patient.getByTestId("follow-running").waitFor();
  });

  it("opens the chat on both sides, each page passing axe", async () => {
    await openLive(patient, `${server.url}/app/patient/contact/autors/${AUTHOR}`);
    await patient.getByLabel(FR.message).waitFor();
    await patient.getByTestId("chat-thread").waitFor();
    expect(await judge(patient), "the patient's chat").toEqual([]);

    await openLive(pro, `${server.url}/app/pro`);
    await pro.getByRole("link", { name: FR.messages, exact: true }).tap();
    await pro.waitForURL("**/app/pro/messages");
    await pro.getByRole("heading", { level: 1, name: FR.messages }).waitFor();
    expect(await judge(pro), "the pro's conversations").toEqual([]);
  });

  it("brings the patient's message to the pro's list, then thread, within a second", async () => {
    await send(patient, "Bonjour, mon sommeil s'est dégradé cette semaine.", "POST");
    const item = pro.getByTestId("pro-chat-item");
    await item.waitFor({ timeout: LIVE_MS });
    expect(await item.getAttribute("data-unread")).toBe("true");
    expect(await judge(pro), "the pro's conversations, one unread").toEqual([]);

    await item.tap();
    await pro.waitForURL("**/app/pro/messages/*");
    await pro.getByTestId("chat-theirs").filter({ hasText: "mon sommeil" }).waitFor();
    expect(await judge(pro), "the pro's thread").toEqual([]);
    // The pro opened it: the patient's message turns "opened" on the patient's screen, live.
    await patient
      .getByTestId("chat-mine")
      .filter({ hasText: "mon sommeil" })
      .locator('[data-testid="chat-opened"][data-opened="true"]')
      .waitFor({ timeout: LIVE_MS });
  });

  it("brings each side's next message to the other within a second, without reloading", async () => {
    const patientUrl = patient.url();
    const proUrl = pro.url();
    await send(pro, "Merci. Essayez d'éteindre les écrans une heure avant le coucher.", "PUT");
    await patient
      .getByTestId("chat-theirs")
      .filter({ hasText: "éteindre les écrans" })
      .waitFor({ timeout: LIVE_MS });

    await send(patient, "J'essaie ce soir.", "POST");
    await pro
      .getByTestId("chat-theirs")
      .filter({ hasText: "J'essaie ce soir." })
      .waitFor({ timeout: LIVE_MS });
    // The pro's answer shows opened to the pro once the patient's page read it.
    await pro
      .getByTestId("chat-mine")
      .filter({ hasText: "éteindre les écrans" })
      .locator('[data-testid="chat-opened"][data-opened="true"]')
      .waitFor({ timeout: LIVE_MS });
    expect(patient.url()).toBe(patientUrl);
    expect(pro.url()).toBe(proUrl);
  });

  it("turns the patient's counter red past 1000 characters and refuses to send", async () => {
    const box = patient.getByLabel(FR.message);
    await box.fill("a".repeat(1000));
    const counter = patient.getByTestId("chat-counter");
    expect(await counter.textContent()).toBe("1000/1000");
    const calm = await counter.evaluate((el) => getComputedStyle(el).color);
    await box.fill("a".repeat(1001));
    expect(await counter.textContent()).toContain("1001/1000");
    expect(await counter.getAttribute("data-over")).toBe("true");
    // Red: the danger colour, where the counter within the limit is muted.
    const colour = () => counter.evaluate((el) => getComputedStyle(el).color);
    await expect.poll(colour).toBe("rgb(180, 35, 24)");
    expect(await colour()).not.toBe(calm);
    expect(await patient.getByRole("button", { name: FR.send }).isDisabled()).toBe(true);
    expect(await judge(patient), "the patient's chat, over the limit").toEqual([]);
  });

  it("has the pro open the patient's data, which the patient finds in who read her data", async () => {
    await openLive(pro, `${server.url}/app/pro`);
    await pro.getByRole("link", { name: FR.patients, exact: true }).tap();
    await pro.waitForURL("**/app/pro/patients");
    await pro.getByRole("link", { name: "Camille" }).tap();
    await pro.getByRole("heading", { level: 1, name: "Camille" }).waitFor();
    await openLive(patient, `${server.url}/app/patient/settings/dataAccess`);
    await patient.getByText(FR.readData).first().waitFor();
    expect(await judge(patient), "who read my data").toEqual([]);
  });

  it("has the patient contribute 50, which the pro's bank shows", async () => {
    const before = await balance(patient);
    await openLive(patient, `${server.url}/app/patient/ressources/autors/${AUTHOR}`);
    const contribute = patient.getByTestId("author-contribute");
    await contribute.getByRole("spinbutton").fill(String(CONTRIBUTION));
    await contribute.getByRole("button", { name: FR.give }).tap();
    await contribute.getByRole("status").waitFor();
    expect(await balance(patient)).toBe(before - CONTRIBUTION);
    await openLive(pro, `${server.url}/app/pro/bank`);
    await expect
      .poll(() => pro.locator(".pro-bank__balance").textContent())
      .toContain(String(MONTH + CONTRIBUTION));
    expect(await judge(pro), "the pro's bank").toEqual([]);
  });

  it("has a second patient cancel his waiting paid follow and get half back", async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, reducedMotion: "reduce" });
    const noah = await context.newPage();
    consoleErrors.push(...(await consoleErrorsOf(noah)));
    await signInAsDemo(noah, server, "follower");
    const before = await balance(noah);
    await openLive(noah, `${server.url}/app/patient/ressources/autors/${AUTHOR}`);
    await noah.getByRole("button", { name: FR.cancel }).tap();
    await noah
      .getByTestId("follow-cancel-confirm")
      .getByRole("button", { name: "Annuler", exact: true })
      .tap();
    await noah.getByText(FR.cancelled).waitFor();
    expect(await balance(noah)).toBe(before + MONTH / 2);
    await context.close();
  });

  it("logged no error in any browser", () => {
    expect(consoleErrors).toEqual([]);
  });
});
