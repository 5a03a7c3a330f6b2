import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { premiumServer, premiumView } from "../../programs/endOfStudyFixtures";
import { PremiumOffer } from "./PremiumOffer";
import { SandboxPremiumCheckout } from "./SandboxPremiumCheckout";

/** The premium offer: monthly or yearly, the reduction variant in the 14 days after sign-up. */
const meta = {
  title: "Premium/Offer",
  component: PremiumOffer,
  args: { openUrl: fn() },
  parameters: { api: premiumServer() },
} satisfies Meta<typeof PremiumOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reduction: Story = { globals: { locale: "en" } };

export const ReductionFr: Story = { globals: { locale: "fr" } };

export const FullPriceWithManagement: Story = {
  globals: { locale: "en" },
  parameters: {
    api: premiumServer({
      view: {
        ...premiumView,
        offer: {
          monthly: { ...premiumView.offer.monthly, reducedPrice: null },
          yearly: { ...premiumView.offer.yearly, reducedPrice: null },
          daysLeft: 0,
          reduction: false,
        },
        managementUrl: "https://pay.example.test/portal",
        provider: "provider",
      },
    }),
  },
};

export const CheckoutFailed: Story = {
  globals: { locale: "en" },
  parameters: { api: premiumServer({ checkout: "error" }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Continue" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(args.openUrl).toHaveBeenCalledWith(
        "/app/patient/premium?amount=3670&plan=yearly&sandboxCheckout=purchase-1",
      ),
    );
  },
};

/** Premium bought: its last day, and the same checkout renews it. */
export const Active: Story = {
  globals: { locale: "en" },
  parameters: { api: premiumServer({ view: { ...premiumView, active: true, until: "2026-03-10" } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Premium until March 10, 2026")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Renew" })).toBeVisible();
  },
};

/** The local stand-in for the payment provider, labelled as a sandbox. */
export const SandboxFr: Story = {
  globals: { locale: "fr" },
  render: () => <SandboxPremiumCheckout purchaseId="purchase-1" plan="yearly" amount={3670} />,
};

/** Confirming in the sandbox extends premium and shows its new last day. */
export const SandboxConfirmed: Story = {
  globals: { locale: "en" },
  render: () => <SandboxPremiumCheckout purchaseId="purchase-1" plan="yearly" amount={3670} />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Confirm the purchase" }));
    await expect(await canvas.findByText("Premium until March 10, 2026")).toBeVisible();
  },
};
