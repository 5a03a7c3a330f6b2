/**
 * Awards and profile, end to end in Chromium at phone size against the real server and database:
 * sign up → the header leads to the settings and the profile → fill the profile to 100 % (a French
 * number saved as +33…) and give a consent, which stays checked → the awards tree opens the profile
 * award → claim it: the dialog shows what was won, the balance rises → the social profile offers the
 * earned title and shows it once picked → the language switch of the header speaks Italian → the
 * seed's /patient/settings/pathologies address opens the goals and symptoms. Axe on every page.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { AppServer } from "./appServer";
import { signUpInBrowser } from "./signUp";
import { axeViolations } from "./axe";
import { openLive } from "./browser";
import { phoneJourney } from "./phoneJourney";

let server: AppServer;
let page: Page;
let consoleErrors: string[] = [];

phoneJourney((journey) => ({ server, page, consoleErrors } = journey), { hasTouch: false });

const balance = async () =>
  (await (await page.request.get(`${server.url}/api/patient/bank`)).json()).value.amount as number;

describe("awards and profile", () => {
  it("signs up and reaches the profile through the header's settings", async () => {
    await signUpInBrowser(page, server, { name: "Ana" });
    await page.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL("**/app/patient/settings");
    // The page's code loads after the address changes (a spinner in between): judge the page itself.
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    expect(await axeViolations(page), "settings page").toEqual([]);
    await page.getByRole("link", { name: /^Profile/ }).click();
    await page.waitForURL("**/app/patient/settings/profile");
    await page.getByTestId("profile-completion").waitFor();
    expect(await page.getByTestId("profile-completion").textContent()).toContain("0 %");
  });

  it("fills the profile to 100 %, the phone saved as +33, and a consent that stays given", async () => {
    await page.getByLabel(/^First name/).fill("Ana");
    await page.getByLabel(/^Date of birth/).fill("1990-04-02");
    await page.getByLabel(/^Gender/).selectOption("female");
    await page.getByLabel(/^Country/).selectOption("FR");
    await page.getByLabel(/^Postal code/).fill("75011");
    await page.getByLabel(/^Activity/).selectOption("EMPLOYEE");
    await page.getByLabel(/^Weight/).fill("60");
    await page.getByLabel(/^Height/).fill("168");
    await page.getByLabel(/^Health insurer/).fill("MGEN");
    await page.getByLabel(/^Telephone/).fill("06 12 34 56 78");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Profile saved").waitFor();
    expect(await page.getByLabel(/^Telephone/).inputValue()).toBe("+33612345678");
    expect(await page.getByTestId("profile-completion").textContent()).toContain("100 %");
    const research = page.getByLabel(/helps research/);
    await research.click();
    // Given on the server, it stays checked and can no longer be unchecked.
    await expect.poll(() => research.isChecked()).toBe(true);
    expect(await research.isDisabled()).toBe(true);
    expect(await axeViolations(page), "profile page").toEqual([]);
    // Saved on the server: a reload shows it all.
    await page.reload();
    await page.getByTestId("profile-completion").waitFor();
    expect(await page.getByTestId("profile-completion").textContent()).toContain("100 %");
    expect(await page.getByLabel(/helps research/).isChecked()).toBe(true);
  });

  it("claims the award the complete profile unlocks, once", async () => {
    await page.getByRole("link", { name: "Awards" }).click();
    await page.waitForURL("**/app/patient/awards");
    const award = page.getByTestId("award-AWARDV2_KNOWLEDGE_1_1");
    await award.getByRole("button", { name: /^Open the award/ }).waitFor();
    expect(await page.getByTestId("award-AWARDV2_KNOWLEDGE_1_2").textContent()).toContain("Locked");
    expect(await axeViolations(page), "awards page").toEqual([]);
    const before = await balance();
    await award.getByRole("button", { name: /^Open the award/ }).click();
    const dialog = page.getByRole("dialog", { name: "Award unlocked!" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("+100 rewards");
    expect(await dialog.textContent()).toContain("Curious");
    expect(await axeViolations(page), "award dialog").toEqual([]);
    await dialog.getByRole("button", { name: "Great!" }).click();
    await award.getByText("Already claimed").waitFor();
    expect(await balance()).toBe(before + 100);
    // The server pays a claim once.
    const again = await page.request.post(
      `${server.url}/api/patient/profile/award/claim/AWARDV2_KNOWLEDGE_1_1`,
      {
        headers: { "X-Requested-With": "fetch" },
      },
    );
    expect(again.status()).toBe(200);
    expect(await balance()).toBe(before + 100);
  });

  it("picks the earned title in the social profile", async () => {
    await openLive(page, `${server.url}/app/patient/settings/social`);
    await page.getByLabel("Pseudo").fill("ana-the-curious-one-with-a-very-long-pseudo");
    expect((await page.getByLabel("Pseudo").inputValue()).length).toBe(30);
    await page.getByLabel("Bio").fill("Learning to sleep better.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Social profile saved").waitFor();
    await page.getByLabel("Curious").click();
    await page.getByTestId("social-current-title").waitFor();
    expect(await page.getByTestId("social-current-title").textContent()).toContain("Curious");
    expect(await axeViolations(page), "social profile page").toEqual([]);
  });

  it("opens the goals and symptoms from the product's address, and switches the language", async () => {
    await openLive(page, `${server.url}/patient/settings/pathologies`);
    await page.waitForURL("**/app/patient/settings/pathologies");
    await page.getByTestId("recurring-symptoms").waitFor();
    await page.getByTestId("goals-tile").waitFor();
    expect(await axeViolations(page), "pathologies page").toEqual([]);
    await page.getByTestId("language-switch").selectOption("it");
    await page.getByRole("heading", { name: "Obiettivi e sintomi", level: 1 }).waitFor();
    const session = await (await page.request.get(`${server.url}/api/auth/session`)).json();
    expect(session.value.user.language).toBe("it");
    expect(await axeViolations(page), "pathologies page in Italian").toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
