/**
 * The community feed end to end in Chromium at phone size with touch, against the real server and
 * database: a patient opens the community from the header → posts a message to "All", which waits
 * for moderation (the form gives way to the days remaining) → the demo admin, in a browser of their
 * own, validates it on the moderation page → the patient sees it in the feed, reacts, comments →
 * the admin validates the comment → the patient reads it, then deletes the message from "My
 * messages". A guest opening the message is sent to sign in when they react. axe checks every page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startAppServer, type AppServer } from "./appServer";
import { signUpInBrowser } from "./signUp";
import { axeViolations } from "./axe";
import { consoleErrorsOf, launchChromium, openLive, PHONE } from "./browser";
import { screenshotsOnFailure } from "./failureShots";

const FETCH = { "X-Requested-With": "fetch" };
const MESSAGE = "A short walk before work keeps my migraines away.";
const COMMENT = "Thank you, I will try it tomorrow.";

let server: AppServer;
let browser: Browser;
let patient: Page;
let admin: Page;
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

/** The admin validates the waiting item holding `text` on the moderation page. */
async function adminValidates(text: string): Promise<void> {
  await openLive(admin, `${server.url}/app/admin/moderation`);
  const item = admin.locator("article", { hasText: text });
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
