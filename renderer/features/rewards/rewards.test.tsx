import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { mockApi } from "../../test/mockApi";
import { purchases, shopDocument, shopServer } from "./shopFixtures";
import { renderWithProviders } from "../../test/renderWithProviders";
import { GiftCodeForm } from "./GiftCodeForm";
import { PurchaseHistory } from "./PurchaseHistory";
import { RewardsShop } from "./RewardsShop";
import { SandboxRewardsCheckout } from "./SandboxRewardsCheckout";
import { ShopItemCard } from "./ShopItemCard";
import { SponsorTile } from "./SponsorTile";

async function renderShop(options: Parameters<typeof shopServer>[0] = {}) {
  const { api, calls } = mockApi(shopServer(options));
  const onRedirect = vi.fn();
  await renderWithProviders(
    <RewardsShop shop={shopDocument} onRedirect={onRedirect} newKey={() => "test-key-0001"} />,
    { api },
  );
  return { calls, onRedirect };
}

describe("ShopItemCard", () => {
  const [, power, head] = shopDocument.categories;

  it("offers Buy when affordable", async () => {
    const onBuy = vi.fn();
    await renderWithProviders(<ShopItemCard item={power!.items[0]!} onBuy={onBuy} />);
    fireEvent.click(screen.getByRole("button", { name: "Buy" }));
    expect(onBuy).toHaveBeenCalledWith(power!.items[0]);
    expect(screen.getByText("You hold 1")).toBeTruthy();
  });

  it("shows 'already bought' for an owned element, and no button", async () => {
    await renderWithProviders(<ShopItemCard item={head!.items[0]!} onBuy={vi.fn()} />);
    expect(screen.getByText("Already bought")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows the ten-slice progress bar instead of the button when not affordable", async () => {
    await renderWithProviders(<ShopItemCard item={head!.items[1]!} onBuy={vi.fn()} />);
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("3");
    expect(bar.getAttribute("aria-valuemax")).toBe("10");
    expect(bar.querySelectorAll(".shop-progress__slice--full")).toHaveLength(3);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("RewardsShop", () => {
  it("shows the seven categories, the authors and the promotion tiles", async () => {
    await renderShop();
    for (const title of [
      "Buy rewards",
      "Powers",
      "Pet heads",
      "Pet backgrounds",
      "Personalization",
      "Virtual cards",
      "Vouchers",
    ]) {
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    }
    expect(screen.getByTestId("shop-authors")).toBeTruthy();
    expect(screen.getByTestId("sponsor-code").textContent).toBe("K7M2QX9P");
    expect(screen.getByTestId("gift-code")).toBeTruthy();
    expect(screen.getByTestId("survey-cpx-research")).toBeTruthy();
  });

  it("shows no survey tile when no survey provider is configured", async () => {
    const { api } = mockApi(shopServer());
    await renderWithProviders(<RewardsShop shop={{ ...shopDocument, surveys: [] }} onRedirect={vi.fn()} />, {
      api,
    });
    expect(screen.getByTestId("sponsor")).toBeTruthy();
    expect(screen.queryByTestId("survey-cpx-research")).toBeNull();
  });

  it("buys after the confirm dialog, with the client key", async () => {
    const { calls } = await renderShop();
    fireEvent.click(
      within(screen.getByTestId("shop-item-power-lost-serie")).getByRole("button", { name: "Buy" }),
    );
    const dialog = screen.getByTestId("shop-confirm");
    expect(within(dialog).getByText("Buy Streak saver for 50 rewards?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Buy" }));
    expect(await screen.findByText("Streak saver is yours!")).toBeTruthy();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.path).toBe("/api/patient/rewards/buy/power-lost-serie");
    expect(post?.body).toEqual({ key: "test-key-0001" });
  });

  it("buys nothing when the dialog is cancelled", async () => {
    const { calls } = await renderShop();
    fireEvent.click(
      within(screen.getByTestId("shop-item-power-lost-serie")).getByRole("button", { name: "Buy" }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByTestId("shop-confirm")).toBeNull();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("shows the server's error when the purchase is refused", async () => {
    await renderShop({ buy: "NOT_ENOUGH_REWARDS" });
    fireEvent.click(
      within(screen.getByTestId("shop-item-power-lost-serie")).getByRole("button", { name: "Buy" }),
    );
    fireEvent.click(within(screen.getByTestId("shop-confirm")).getByRole("button", { name: "Buy" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You do not have enough rewards.");
  });

  it("goes to the checkout link for rewards bought with money", async () => {
    const { onRedirect } = await renderShop();
    fireEvent.click(
      within(screen.getByTestId("shop-item-rewards-500")).getByRole("button", { name: "Go to payment" }),
    );
    fireEvent.click(
      within(screen.getByTestId("shop-confirm")).getByRole("button", { name: "Go to payment" }),
    );
    await waitFor(() =>
      expect(onRedirect).toHaveBeenCalledWith("/app/patient/rewards?sandboxCheckout=p3&amount=199"),
    );
  });

  it("lists every object of a row full screen with 'see all'", async () => {
    await renderShop();
    fireEvent.click(
      within(screen.getByTestId("shop-row-PET_HEAD")).getByRole("button", { name: "See all (2)" }),
    );
    const panel = await screen.findByTestId("shop-all");
    expect(within(panel).getByText("Cap")).toBeTruthy();
    expect(within(panel).getByText("Crown")).toBeTruthy();
  });

  it("gives rewards to an author", async () => {
    const { calls } = await renderShop();
    fireEvent.change(screen.getByLabelText("Rewards to give to Léa Martin"), { target: { value: "40" } });
    fireEvent.click(screen.getByRole("button", { name: "Give" }));
    expect(await screen.findByText("Thank you! Léa Martin received 40 rewards.")).toBeTruthy();
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ amount: 40 });
  });
});

describe("GiftCodeForm", () => {
  it("sends the code lowercased and shows the success in green", async () => {
    const { api, calls } = mockApi(shopServer());
    await renderWithProviders(<GiftCodeForm />, { api });
    fireEvent.change(screen.getByLabelText("Enter your gift code"), { target: { value: "OUTCHI-Demo" } });
    fireEvent.click(screen.getByRole("button", { name: "Redeem" }));
    const success = await screen.findByTestId("gift-code-success");
    expect(success.textContent).toBe("Gift code accepted: 250 rewards added.");
    expect(success.className).toContain("shop-promo__success");
    expect(calls[0]?.path).toBe("/api/patient/giftCode/outchi-demo");
  });

  it("shows the error text otherwise", async () => {
    const { api } = mockApi(shopServer({ giftCode: "GIFT_CODE_USED" }));
    await renderWithProviders(<GiftCodeForm />, { api });
    fireEvent.change(screen.getByLabelText("Enter your gift code"), { target: { value: "welcome" } });
    fireEvent.click(screen.getByRole("button", { name: "Redeem" }));
    expect((await screen.findByTestId("gift-code-error")).textContent).toBe(
      "Gift code error: You have already used this gift code.",
    );
  });
});

describe("SponsorTile", () => {
  it("copies the referral code when the browser cannot share, and says what it gives", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await renderWithProviders(<SponsorTile sponsorCode="K7M2QX9P" />);
    expect(screen.getByText(/you each receive 100 rewards/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Share my code" }));
    expect(await screen.findByText("Code copied.")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith("K7M2QX9P");
  });

  it("shares a link to sign-up with the code filled in", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    try {
      await renderWithProviders(<SponsorTile sponsorCode="K7M2QX9P" />);
      fireEvent.click(screen.getByRole("button", { name: "Share my code" }));
      expect(await screen.findByText("Shared.")).toBeTruthy();
      expect(share.mock.calls[0]?.[0]).toMatchObject({
        text: "Join me on Outchi with my sponsor code: K7M2QX9P",
        url: `${window.location.origin}/app/guest/auth?sponsorCode=K7M2QX9P`,
      });
    } finally {
      Reflect.deleteProperty(navigator, "share");
    }
  });
});

describe("PurchaseHistory", () => {
  it("lists the purchases in order, the voucher with its code", async () => {
    await renderWithProviders(<PurchaseHistory items={purchases} />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("data-testid"))).toEqual([
      "purchase-voucher-pharmacy-10",
      "purchase-power-lost-serie",
    ]);
    expect(screen.getByTestId("voucher-code").textContent).toBe("PHARMA-ABCDEFGH23");
  });

  it("says when nothing was bought", async () => {
    await renderWithProviders(<PurchaseHistory items={[]} />);
    expect(screen.getByText("You have not bought anything yet.")).toBeTruthy();
  });
});

describe("SandboxRewardsCheckout", () => {
  it("says no payment is taken and credits on confirmation", async () => {
    const { api, calls } = mockApi(shopServer());
    await renderWithProviders(<SandboxRewardsCheckout purchaseId="p3" amount={199} />, { api });
    expect(screen.getByRole("note").textContent).toBe("Test checkout: no payment is taken.");
    fireEvent.click(screen.getByRole("button", { name: "Confirm the payment" }));
    expect((await screen.findByTestId("rewards-sandbox-done")).textContent).toBe(
      "Payment confirmed: 500 rewards added.",
    );
    expect(calls[0]?.path).toBe("/api/patient/rewards/checkout/p3/confirm");
  });
});
