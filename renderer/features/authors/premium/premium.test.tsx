import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { premiumServer, premiumView } from "../../programs/endOfStudyFixtures";
import { mockApi } from "../../../test/mockApi";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { AuthorSubscriptionPicker } from "./AuthorSubscriptionPicker";
import { PremiumOffer } from "./PremiumOffer";
import { SandboxPremiumCheckout } from "./SandboxPremiumCheckout";

async function renderPicker(options: Parameters<typeof premiumServer>[0] = {}) {
  const { api, calls } = mockApi(premiumServer(options));
  const onClose = vi.fn();
  const onSubscribed = vi.fn();
  await renderWithProviders(
    <AuthorSubscriptionPicker
      autorId="coach-lea"
      onClose={onClose}
      onSubscribed={onSubscribed}
      newKey={() => "test-key-0001"}
    />,
    { api },
  );
  return { onClose, onSubscribed, calls };
}

describe("AuthorSubscriptionPicker", () => {
  it("shows four tiles with savings, highlighted when the balance covers them", async () => {
    await renderPicker({ balance: 1500 });
    const tiles = await Promise.all([1, 3, 6, 12].map((m) => screen.findByTestId(`premium-tile-${m}`)));
    expect(tiles.map((tile) => tile.getAttribute("data-affordable"))).toEqual([
      "true",
      "true",
      "false",
      "false",
    ]);
    expect(screen.getByText("Save 125 rewards")).toBeTruthy();
    expect(screen.getByText("Save 1,000 rewards")).toBeTruthy();
  });

  it("shows the not-enough hint and the buy-rewards link for a tile the balance does not cover", async () => {
    await renderPicker({ balance: 1500 });
    fireEvent.click(await screen.findByTestId("premium-tile-6"));
    expect(screen.getByText("Not enough rewards: 1,125 more rewards needed.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Buy rewards" }).getAttribute("href")).toBe(
      "/app/patient/rewards",
    );
    expect(
      (screen.getByRole("button", { name: "Subscribe for 6 months" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("buys with the client key and closes on success", async () => {
    const { onClose, onSubscribed, calls } = await renderPicker();
    fireEvent.click(await screen.findByTestId("premium-tile-3"));
    fireEvent.click(screen.getByRole("button", { name: "Subscribe for 3 months" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSubscribed).toHaveBeenCalledOnce();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({ months: 3, key: "test-key-0001" });
  });

  it("shows a failed purchase as a toast and stays open", async () => {
    const { onClose } = await renderPicker({ subscribe: "error" });
    fireEvent.click(await screen.findByTestId("premium-tile-1"));
    fireEvent.click(screen.getByRole("button", { name: "Subscribe for 1 month" }));
    expect((await screen.findByTestId("snackbar")).textContent).toBe("You do not have enough rewards.");
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("PremiumOffer", () => {
  it("shows the reduction variant and opens the checkout link of the chosen plan", async () => {
    const { api, calls } = mockApi(premiumServer());
    const openUrl = vi.fn();
    await renderWithProviders(<PremiumOffer openUrl={openUrl} />, { api });
    expect((await screen.findByTestId("premium-reduction")).textContent).toBe("Welcome offer: 5 days left");
    fireEvent.click(screen.getByTestId("premium-plan-monthly"));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledOnce());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ plan: "monthly" });
    expect(screen.queryByRole("link", { name: "Manage my subscription" })).toBeNull();
  });

  it("shows the management link when a payment configuration exists, and checkout errors as a toast", async () => {
    const view = {
      ...premiumView,
      managementUrl: "https://pay.example.test/portal",
      provider: "provider" as const,
    };
    const { api } = mockApi(premiumServer({ view, checkout: "error" }));
    await renderWithProviders(<PremiumOffer openUrl={vi.fn()} />, { api });
    expect((await screen.findByRole("link", { name: "Manage my subscription" })).getAttribute("href")).toBe(
      "https://pay.example.test/portal",
    );
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByTestId("snackbar")).toBeTruthy();
  });
});

describe("SandboxPremiumCheckout", () => {
  it("is clearly labelled as a sandbox", async () => {
    await renderWithProviders(<SandboxPremiumCheckout purchaseId="purchase-1" plan="yearly" amount={3670} />);
    expect(screen.getByTestId("sandbox-label").textContent).toBe("Sandbox — no payment is taken");
  });

  it("confirms the purchase and shows premium's new last day", async () => {
    const { api, calls } = mockApi(premiumServer());
    await renderWithProviders(
      <SandboxPremiumCheckout purchaseId="purchase-1" plan="yearly" amount={3670} />,
      {
        api,
      },
    );
    fireEvent.click(screen.getByRole("button", { name: "Confirm the purchase" }));
    expect((await screen.findByTestId("premium-sandbox-done")).textContent).toBe(
      "Premium until March 10, 2026",
    );
    expect(calls.find((c) => c.method === "POST")?.path).toBe(
      "/api/patient/premium/checkout/purchase-1/confirm",
    );
    expect(screen.queryByRole("button", { name: "Confirm the purchase" })).toBeNull();
  });

  it("shows a refused confirmation", async () => {
    const { api } = mockApi(premiumServer({ confirm: "error" }));
    await renderWithProviders(
      <SandboxPremiumCheckout purchaseId="purchase-1" plan="yearly" amount={3670} />,
      {
        api,
      },
    );
    fireEvent.click(screen.getByRole("button", { name: "Confirm the purchase" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
});

describe("PremiumOffer once bought", () => {
  it("shows premium's last day and offers to renew it", async () => {
    const { api, calls } = mockApi(
      premiumServer({ view: { ...premiumView, active: true, until: "2026-03-10" } }),
    );
    const openUrl = vi.fn();
    await renderWithProviders(<PremiumOffer openUrl={openUrl} />, { api });
    expect((await screen.findByTestId("premium-status")).textContent).toBe("Premium until March 10, 2026");
    fireEvent.click(screen.getByRole("button", { name: "Renew" }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledOnce());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ plan: "yearly" });
  });

  it("says when premium ended", async () => {
    const { api } = mockApi(premiumServer({ view: { ...premiumView, active: false, until: "2025-01-31" } }));
    await renderWithProviders(<PremiumOffer openUrl={vi.fn()} />, { api });
    expect((await screen.findByTestId("premium-status")).textContent).toBe(
      "Your premium ended on January 31, 2025",
    );
  });
});
