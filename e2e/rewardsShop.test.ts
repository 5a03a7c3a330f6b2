/**
 * The rewards shop end to end in Chromium at phone size with touch, against the real server and
 * database: sign up → open the shop from the header → redeem the demo gift code (typed in capitals,
 * sent lowercased; a second try says it was used) → buy a power after the confirm dialog → the
 * balance drops by its price → the history lists it → rewards bought with money go through the
 * sandbox checkout and are credited once. axe checks the shop and the history.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { AppServer } from "./appServer";
import { signUpInBrowser } from "./signUp";
import { axeViolations } from "./axe";
import { openLive } from "./browser";
import { phoneJourney } from "./phoneJourney";

// content/giftCodes.json and content/shopObjects.json.
const GIFT = { code: "OUTCHI-DEMO", amount: 250 };
const SAVER = { id: "power-lost-serie", price: 50 };

let server: AppServer;
let page: Page;
let consoleErrors: string[] = [];

phoneJourney((journey) => ({ server, page, consoleErrors } = journey));

const balanceText = () => page.getByTestId("shop-balance").textContent();

describe("the rewards shop on a phone", () => {
  it("signs up and opens the shop from the header", async () => {
    await signUpInBrowser(page, server, { name: "Sacha", touch: true });
    await page.getByTestId("nav-shop").tap();
    await page.waitForURL("**/app/patient/rewards");
    await page.getByTestId("shop-balance").waitFor();
    expect(await balanceText()).toBe("0 rewards to spend");
    // Not affordable: the ten-slice bar instead of the button.
    const saver = page.getByTestId(`shop-item-${SAVER.id}`);
    await saver.getByTestId("shop-progress").waitFor();
    expect(await axeViolations(page), "shop").toEqual([]);
  });

  it("redeems the demo gift code once", async () => {
    const tile = page.getByTestId("gift-code");
    await tile.getByLabel("Enter your gift code").fill(GIFT.code);
    await tile.getByRole("button", { name: "Redeem" }).tap();
    await expect
      .poll(() => tile.getByTestId("gift-code-success").textContent())
      .toBe(`Gift code accepted: ${GIFT.amount} rewards added.`);
    await expect.poll(balanceText).toBe(`${GIFT.amount} rewards to spend`);
    await tile.getByLabel("Enter your gift code").fill(GIFT.code.toLowerCase());
    await tile.getByRole("button", { name: "Redeem" }).tap();
    await expect
      .poll(() => tile.getByTestId("gift-code-error").textContent())
      .toBe("Gift code error: You have already used this gift code.");
    expect(await balanceText()).toBe(`${GIFT.amount} rewards to spend`);
  });

  it("buys a power after confirming, and the balance drops by its price", async () => {
    const saver = page.getByTestId(`shop-item-${SAVER.id}`);
    await saver.getByRole("button", { name: "Buy" }).tap();
    const dialog = page.getByTestId("shop-confirm");
    await dialog.waitFor();
    expect(await axeViolations(page), "confirm dialog").toEqual([]);
    await dialog.getByRole("button", { name: "Buy" }).tap();
    await page.getByText("Streak saver is yours!").waitFor();
    await expect.poll(balanceText).toBe(`${GIFT.amount - SAVER.price} rewards to spend`);
    expect(await saver.getByText("You hold 1").count()).toBe(1);
  });

  it("lists the purchase in the history", async () => {
    await page.getByTestId("shop-history-link").tap();
    await page.waitForURL("**/app/patient/rewards/historique");
    await page.getByTestId(`purchase-${SAVER.id}`).waitFor();
    expect(await axeViolations(page), "history").toEqual([]);
  });

  it("credits rewards bought with money once, through the sandbox checkout", async () => {
    await openLive(page, `${server.url}/app/patient/rewards`);
    await page.getByTestId("shop-item-rewards-500").getByRole("button", { name: "Go to payment" }).tap();
    await page.getByTestId("shop-confirm").getByRole("button", { name: "Go to payment" }).tap();
    await page.getByTestId("rewards-sandbox").waitFor();
    expect(await axeViolations(page), "sandbox checkout").toEqual([]);
    // The sandbox says so in its framed note, styled with the page that shows it.
    const note = page.getByTestId("rewards-sandbox").getByRole("note");
    expect(await note.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe("dashed");
    await page.getByRole("button", { name: "Confirm the payment" }).tap();
    await page.getByTestId("rewards-sandbox-done").waitFor();
    await openLive(page, `${server.url}/app/patient/rewards`);
    await expect.poll(balanceText).toBe(`${GIFT.amount - SAVER.price + 500} rewards to spend`);
    expect(consoleErrors).toEqual([]);
  });
});
