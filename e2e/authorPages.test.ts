/**
 * Author pages end to end in Chromium at phone size with touch, against the real server and
 * database: a guest reads the demo author's public page and the public program page's author card,
 * and is sent to sign in when acting → the demo patient (French, 1,500 rewards) signs in and lands
 * on the author's page → asks to follow for a month (paid, waiting for the author) → cancels after
 * the confirmation and gets half back (docs/features/authors.md) → contributes 50 → finds the author again
 * through the add-support search. axe checks every page and dialog.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { AppServer } from "./appServer";
import { axeViolations } from "./axe";
import { openLive, PHONE } from "./browser";
import { demoCredentials } from "./demoSignIn";
import { patientBalance } from "./patientBalance";
import { phoneJourney } from "./phoneJourney";

const AUTHOR = { id: "demo-pro", name: "Demo Pro", month: 500 };
const START = 1500;

let server: AppServer;
let page: Page;
let consoleErrors: string[] = [];

phoneJourney((journey) => ({ server, page, consoleErrors } = journey));

/** Fits the phone: nothing wider than the screen. */
async function fitsThePhone(): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

describe("author pages on a phone", () => {
  it("shows a guest the author's public page, whose actions go through sign-in", async () => {
    await openLive(page, `${server.url}/app/guest/ressources/autors/${AUTHOR.id}`);
    await page.getByRole("heading", { level: 1, name: AUTHOR.name }).waitFor();
    expect(await page.getByTestId("author-programs").getByTestId("program").count()).toBeGreaterThan(0);
    await page.getByTestId("author-shop").getByText("No shop object.").waitFor();
    await fitsThePhone();
    expect(await axeViolations(page), "guest author page").toEqual([]);
    const contact = page.getByTestId("author-contact");
    expect(await contact.getAttribute("href")).toBe(
      `/app/guest/auth?nextPage=${encodeURIComponent(`/app/patient/contact/autors/${AUTHOR.id}`)}`,
    );
  });

  it("links a public program's author card to the guest sign-in, then the author's contact page", async () => {
    await openLive(page, `${server.url}/app/guest/ressources/programs/tour`);
    const link = page.getByTestId("program-author-link");
    expect(await link.getAttribute("href")).toBe(
      `/app/guest/auth?nextPage=${encodeURIComponent("/app/patient/contact/autors/outchi")}`,
    );
  });

  it("signs the demo patient in from the follow button and brings them back to the author", async () => {
    await openLive(page, `${server.url}/app/guest/ressources/autors/${AUTHOR.id}`);
    await page.getByRole("link", { name: `Follow ${AUTHOR.name}` }).tap();
    await page.waitForURL("**/app/guest/auth?**");
    const { email, password } = demoCredentials(server, "patient");
    const form = page.getByTestId("auth-form-signIn");
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="password"]').fill(password);
    await page.getByTestId("auth-submit").tap();
    await page.waitForURL(`**/app/patient/ressources/autors/${AUTHOR.id}`);
    // The demo patient reads French.
    await page.getByRole("button", { name: `Suivre ${AUTHOR.name}` }).waitFor();
    expect(await patientBalance(page, server)).toBe(START);
    await fitsThePhone();
    expect(await axeViolations(page), "patient author page").toEqual([]);
  });

  it("asks to follow for a month, paid now, and waits for the author", async () => {
    await page.getByRole("button", { name: `Suivre ${AUTHOR.name}` }).tap();
    await page.getByTestId("premium-tile-1").tap();
    expect(await axeViolations(page), "follow picker").toEqual([]);
    await page.getByRole("button", { name: "Demander à suivre pour 1 mois" }).tap();
    await page.getByTestId("follow-waiting").waitFor();
    expect(await page.getByTestId("follow-waiting").textContent()).toBe(
      `Votre demande attend la validation de ${AUTHOR.name}.`,
    );
    expect(await patientBalance(page, server)).toBe(START - AUTHOR.month);
  });

  it("cancels the waiting follow after the confirmation and gets half back within 7 days", async () => {
    await page.getByRole("button", { name: "Annuler la demande" }).tap();
    const dialog = page.getByTestId("follow-cancel-confirm");
    await dialog.waitFor();
    expect(await dialog.getByText("250 récompenses vous seront rendues.").count()).toBe(1);
    expect(await axeViolations(page), "cancel dialog").toEqual([]);
    await dialog.getByRole("button", { name: "Annuler", exact: true }).tap();
    await page.getByText("Demande annulée\u00a0: 250 récompenses rendues.").waitFor();
    expect(await patientBalance(page, server)).toBe(START - AUTHOR.month / 2);
    await page.getByRole("button", { name: `Suivre ${AUTHOR.name}` }).waitFor();
  });

  it("contributes 50 rewards to the author", async () => {
    const contribute = page.getByTestId("author-contribute");
    const give = contribute.getByRole("button");
    expect(await give.isDisabled()).toBe(true);
    await contribute.getByRole("spinbutton").fill("50");
    await give.tap();
    await contribute.getByRole("status").waitFor();
    expect(await patientBalance(page, server)).toBe(START - AUTHOR.month / 2 - 50);
  });

  it("finds the author again through the add-support search", async () => {
    await openLive(page, `${server.url}/app/patient/program`);
    await page.getByTestId("find-support").tap();
    await page.waitForURL("**/app/patient/ressources/autors");
    await page.getByRole("searchbox").fill("demo");
    const results = page.getByTestId("author-search").getByRole("listitem");
    await expect.poll(() => results.count()).toBe(1);
    expect(await axeViolations(page), "search").toEqual([]);
    await results.getByRole("link", { name: AUTHOR.name }).tap();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/app/patient/ressources/autors/${AUTHOR.id}`);
    await page.getByRole("heading", { level: 1, name: AUTHOR.name }).waitFor();
  });

  it("logged no console error", () => {
    expect(consoleErrors).toEqual([]);
  });
});
