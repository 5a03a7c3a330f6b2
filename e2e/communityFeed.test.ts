/**
 * The community feed end to end in Chromium at phone size with touch, against the real server and
 * database: a patient opens the community from the header → posts a message to "All", which waits
 * for moderation (the form gives way to the days remaining) → the demo admin, in a browser of their
 * own, validates it on the moderation page → the patient sees it in the feed, reacts, comments →
 * the admin validates the comment → the patient reads it. A guest opening the message is sent to
 * sign in when they react. A second patient reports the message with a reason → the admin
 * finds it back in the queue with the report, moves to it with j and k and takes it down with r and a
 * reason → finds the decision in the history, undoes it, refuses it again → the writer reads
 * "refused" with the reason in "My messages", posts again at once (a refused post does not count),
 * then deletes the refused message. axe checks every page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { startAppServer, type AppServer } from "./appServer";
import { signUpInBrowser } from "./signUp";
import { axeViolations } from "./axe";
import { consoleErrorsOf, launchChromium, openLive, PHONE } from "./browser";
import { screenshotsOnFailure } from "./failureShots";

const FETCH = { "X-Requested-With": "fetch" };
const MESSAGE = "A short walk before work keeps my migraines away.";
const COMMENT = "Thank you, I will try it tomorrow.";
const REPORT_REASON = "This gives medical advice without a source.";
const REPORTER_MESSAGE = "I have kept a migraine diary for a month.";
const TAKEDOWN_REASON = "Medical advice without a source";
const SECOND_MESSAGE = "Back to short walks after a rest week.";

let server: AppServer;
let browser: Browser;
let patient: Page;
let admin: Page;
let reporter: Page;
let consoleErrors: string[] = [];
let eventId = "";

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, reducedMotion: "reduce" });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
  return page;
}

/** The demo admin's credentials, printed at the server's first start on its fresh database. */
function adminCredentials(): { email: string; password: string } {
  const line = server
    .output()
    .split("\n")
    .find((l) => l.startsWith("demo admin: "));
  if (!line) throw new Error(`no demo admin in the server's output:\n${server.output()}`);
  const [email, password] = line.slice("demo admin: ".length).trim().split(" / ");
  return { email: email!, password: password! };
}

/** The waiting item holding `text` in the admin's queue (the history below holds decided ones). */
const queued = (text: string) => admin.getByTestId("moderation-queue").locator("article", { hasText: text });

/** Whether the focus is on `locator`'s element. */
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The admin validates the waiting item holding `text` on the moderation page. */
async function adminValidates(text: string): Promise<void> {
  await openLive(admin, `${server.url}/app/admin/moderation`);
  const item = queued(text);
  await item.waitFor();
  expect(await axeViolations(admin), "moderation").toEqual([]);
  // The demo admin reads the app in French.
  await item.getByRole("button", { name: "Valider" }).tap();
  await item.waitFor({ state: "detached" });
}

screenshotsOnFailure();

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
  patient = await phonePage();
  consoleErrors = await consoleErrorsOf(patient);
  admin = await phonePage();
  const login = await admin.context().request.post(`${server.url}/api/auth/login`, {
    headers: FETCH,
    data: adminCredentials(),
  });
  expect(login.ok(), await login.text()).toBe(true);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the community feed on a phone", () => {
  it("opens the community list from the header", async () => {
    await signUpInBrowser(patient, server, { name: "Noor", touch: true });
    await patient.getByTestId("nav-community").tap();
    await patient.waitForURL("**/app/patient/community");
    await patient.getByTestId("community-myMessages").waitFor();
    expect(await axeViolations(patient), "community list").toEqual([]);
  });

  it("posts a message to All, which waits for moderation", async () => {
    await patient.getByTestId("community-all").tap();
    await patient.waitForURL("**/app/patient/community/byName/all");
    const form = patient.getByTestId("message-form");
    await form.getByLabel("Your message").fill(MESSAGE);
    expect(await patient.getByText("No message").count()).toBe(1);
    expect(await axeViolations(patient), "community feed").toEqual([]);
    await form.getByRole("button", { name: "Send" }).tap();
    await form.getByTestId("message-waiting").waitFor();
    expect(await form.getByTestId("message-days-remaining").textContent()).toBe(
      "You can send your next message in 5 days.",
    );
    expect(await patient.getByText(MESSAGE).count()).toBe(0);
    expect(await axeViolations(patient), "message waiting").toEqual([]);
  });

  it("shows the message in the feed once the admin validates it", async () => {
    await adminValidates(MESSAGE);
    await openLive(patient, `${server.url}/app/patient/community/byName/all`);
    const event = patient.locator("article", { hasText: MESSAGE });
    await event.waitFor();
    eventId = ((await event.getAttribute("data-testid")) ?? "").replace("social-event-", "");
    // The form stays a notice: one message every 5 days.
    await patient.getByTestId("message-days-remaining").waitFor();
  });

  it("reacts and comments; the comment shows once validated", async () => {
    const event = patient.getByTestId(`social-event-${eventId}`);
    await event.getByRole("button", { name: "Smile: 0" }).tap();
    await event.getByRole("button", { name: "Smile: 1" }).waitFor();
    expect(await event.getByRole("button", { name: "Smile: 1" }).getAttribute("aria-pressed")).toBe("true");
    await event.getByTestId("comments-toggle").tap();
    await event.getByText("No comment yet").waitFor();
    await event.getByLabel("Your comment").fill(COMMENT);
    await event.getByRole("button", { name: "Comment", exact: true }).tap();
    await event.getByTestId("comment-waiting").waitFor();
    expect(await axeViolations(patient), "reactions and comments").toEqual([]);

    await adminValidates(COMMENT);
    await openLive(patient, `${server.url}/app/patient/community/byName/all`);
    const again = patient.getByTestId(`social-event-${eventId}`);
    await again.getByRole("button", { name: "1 comment" }).tap();
    await again.getByText(COMMENT).waitFor();
  });

  it("sends a guest who reacts to sign in", async () => {
    const guest = await phonePage();
    await openLive(guest, `${server.url}/app/guest/ressources/socialEvent/${eventId}`);
    await guest.getByText(MESSAGE).waitFor();
    expect(await axeViolations(guest), "guest message").toEqual([]);
    await guest.getByRole("button", { name: "Smile: 1" }).tap();
    await guest.waitForURL((url) => url.pathname === "/app/guest/auth");
    expect(new URL(guest.url()).searchParams.get("nextPage")).toBe(
      `/app/guest/ressources/socialEvent/${eventId}`,
    );
    await guest.context().close();
  });

  it("lets a second patient report the message, with a reason, from the feed", async () => {
    reporter = await phonePage();
    await signUpInBrowser(reporter, server, { name: "Lea", touch: true, language: "en" });
    await openLive(reporter, `${server.url}/app/patient/community/byName/all`);
    const event = reporter.getByTestId(`social-event-${eventId}`);
    await event.getByRole("button", { name: "Report" }).tap();
    await event.getByLabel("Why are you reporting this message? (optional)").fill(REPORT_REASON);
    expect(await axeViolations(reporter), "report form").toEqual([]);
    await event.getByRole("button", { name: "Send the report" }).tap();
    await event.getByTestId("event-reported").waitFor();
    // Still shown to the community until an admin decides.
    expect(await event.getByText(MESSAGE).count()).toBe(1);
    // A message of their own waits behind it in the queue.
    const form = reporter.getByTestId("message-form");
    await form.getByLabel("Your message").fill(REPORTER_MESSAGE);
    await form.getByRole("button", { name: "Send" }).tap();
    await form.getByTestId("message-waiting").waitFor();
  });

  it("puts the message back in the queue with the report; the admin takes it down from the keyboard", async () => {
    await openLive(admin, `${server.url}/app/admin/moderation`);
    const item = admin.getByTestId(`moderation-${eventId}`);
    const reports = item.getByTestId("moderation-reports");
    await reports.getByText("Signalé par 1 patient").waitFor();
    expect(await reports.getByRole("listitem").allTextContents()).toEqual([REPORT_REASON]);
    const other = queued(REPORTER_MESSAGE);
    await other.waitFor();
    expect(await axeViolations(admin), "queue with a report").toEqual([]);
    // Oldest first (the demo's own items wait before them): the reported message, then the new one.
    const order = await admin
      .getByTestId("moderation-queue")
      .locator("article")
      .evaluateAll((articles) => articles.map((article) => article.dataset.testid));
    const at = order.indexOf(`moderation-${eventId}`);
    expect(order[at + 1]).toBe(await other.getAttribute("data-testid"));
    for (let i = 0; i <= at; i++) await admin.keyboard.press("j");
    expect(await focused(item)).toBe(true);
    await admin.keyboard.press("j");
    expect(await focused(other)).toBe(true);
    await admin.keyboard.press("k");
    expect(await focused(item)).toBe(true);
    // Keys typed in the reason are the field's; Tab leaves it for the item's buttons.
    await item.getByLabel("Motif (facultatif)").focus();
    await admin.keyboard.type(TAKEDOWN_REASON);
    await admin.keyboard.press("Tab");
    await admin.keyboard.press("r");
    await item.waitFor({ state: "detached" });
    const decided = admin.getByTestId(`decided-${eventId}`);
    await decided.getByText("Refusé", { exact: true }).waitFor();
    await decided.getByText(`Motif : ${TAKEDOWN_REASON}`).waitFor();
  });

  it("takes the message out of the feed; the history undoes the decision, then it is refused again", async () => {
    await openLive(reporter, `${server.url}/app/patient/community/byName/all`);
    // Their own message still waits: the feed is empty.
    await reporter.getByText("No message").waitFor();
    expect(await reporter.getByTestId(`social-event-${eventId}`).count()).toBe(0);

    await openLive(admin, `${server.url}/app/admin/moderation`);
    const decided = admin.getByTestId(`decided-${eventId}`);
    await decided.getByText(`Motif : ${TAKEDOWN_REASON}`).waitFor();
    expect(await decided.getByText(/ par admin@demo\.outchi, /).count()).toBe(1);
    expect(await axeViolations(admin), "history").toEqual([]);
    await decided.getByRole("button", { name: "Annuler la décision" }).tap();
    const item = admin.getByTestId(`moderation-${eventId}`);
    await item.waitFor();
    await decided.waitFor({ state: "detached" });
    expect(await item.getByTestId("moderation-reports").count()).toBe(0);
    await item.getByLabel("Motif (facultatif)").fill(TAKEDOWN_REASON);
    await item.getByRole("button", { name: "Refuser" }).tap();
    await item.waitFor({ state: "detached" });
    await decided.getByText("Refusé", { exact: true }).waitFor();
    expect(await axeViolations(admin), "decided again").toEqual([]);
  });

  it("shows the writer the refusal and its reason, and lets them post again at once", async () => {
    await openLive(patient, `${server.url}/app/patient/community/myMessages`);
    const event = patient.getByTestId(`social-event-${eventId}`);
    expect(await event.getByTestId("event-refused").textContent()).toBe(
      `Refused by moderation: ${TAKEDOWN_REASON}`,
    );
    expect(await axeViolations(patient), "refused message").toEqual([]);
    await openLive(patient, `${server.url}/app/patient/community/byName/all`);
    const form = patient.getByTestId("message-form");
    await form.getByLabel("Your message").fill(SECOND_MESSAGE);
    await form.getByRole("button", { name: "Send" }).tap();
    await form.getByTestId("message-waiting").waitFor();
    await openLive(admin, `${server.url}/app/admin/moderation`);
    await queued(SECOND_MESSAGE).waitFor();
  });

  it("deletes the message from My messages", async () => {
    await openLive(patient, `${server.url}/app/patient/community`);
    await patient.getByTestId("community-myMessages").tap();
    await patient.waitForURL("**/app/patient/community/myMessages");
    const event = patient.getByTestId(`social-event-${eventId}`);
    await event.waitFor();
    expect(await axeViolations(patient), "my messages").toEqual([]);
    await event.getByRole("button", { name: "Delete my message" }).tap();
    await patient.getByTestId("event-deleted").waitFor();
    await event.waitFor({ state: "detached" });
    expect(await axeViolations(patient), "deleted").toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
