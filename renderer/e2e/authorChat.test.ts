/**
 * Issue 12, the live chat between a patient and an author, end to end in Chromium at phone size
 * against the real server: the demo patient follows the demo author (`demo-pro`, a paid
 * subscription), two browsers side by side, the patient's and the demo pro's, and they write to each
 * other: each sees the other's message within a second without reloading, and the "opened" marks
 * follow. The patient's counter turns red past 1000 characters and sending is refused. axe-core runs
 * on every page, and no page is wider than the phone.
 */
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startAppServer, type AppServer } from "./appServer";
import { axeViolations } from "./axe";
import { consoleErrorsOf, launchChromium, openLive, PHONE } from "./browser";

const SHOTS = "test-results/screenshots/chat";
const FETCH = { "X-Requested-With": "fetch" };
const AUTHOR = "demo-pro";
/** The other side's message shows within this (the "within a second"). */
const LIVE_MS = 1_000;
// Both demo accounts read the app in French.
const FR = {
  message: "Votre message",
  send: "Envoyer",
  messages: "Messages",
} as const;

let server: AppServer;
let browser: Browser;
let patient: Page;
let pro: Page;
const consoleErrors: string[] = [];

/** A demo account's credentials, printed at the server's first start on its fresh database. */
function credentials(role: "patient" | "pro"): { email: string; password: string } {
  const line = server
    .output()
    .split("\n")
    .find((l) => l.startsWith(`demo ${role}: `));
  if (!line) throw new Error(`no demo ${role} in the server's output:\n${server.output()}`);
  const [email, password] = line.slice(`demo ${role}: `.length).trim().split(" / ");
  return { email: email!, password: password! };
}

async function signIn(page: Page, role: "patient" | "pro"): Promise<void> {
  const { email, password } = credentials(role);
  await openLive(page, `${server.url}/app/guest/auth`);
  const form = page.getByTestId("auth-form-signIn");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await page.getByTestId("auth-submit").click();
  await page.waitForURL(role === "pro" ? "**/app/pro" : "**/app/patient");
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

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
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

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

describe("a patient and their author chat live", () => {
  it("signs both in; the patient follows the demo author with a paid subscription", async () => {
    await signIn(patient, "patient");
    await signIn(pro, "pro");
    const bought = await patient.request.post(`${server.url}/api/patient/autors/${AUTHOR}/subscribe`, {
      headers: FETCH,
      data: { months: 1 },
    });
    expect(bought.ok(), await bought.text()).toBe(true);
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
    await shot(patient, "patient-thread");
    await shot(pro, "pro-thread");
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
    const red = await counter.evaluate((el) => getComputedStyle(el).color);
    expect(red).not.toBe(calm);
    expect(red).toBe("rgb(180, 35, 24)");
    expect(await patient.getByRole("button", { name: FR.send }).isDisabled()).toBe(true);
    expect(await judge(patient), "the patient's chat, over the limit").toEqual([]);
    await shot(patient, "patient-over-limit");
  });

  it("logged no error in either browser", () => {
    expect(consoleErrors).toEqual([]);
  });
});
