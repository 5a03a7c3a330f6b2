import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { shopDocument, shopServer } from "./shopFixtures";
import { RewardsShop } from "./RewardsShop";

/** The rewards shop: seven rows, authors to support, promotion tiles; buying asks for confirmation. */
const meta = {
  title: "Rewards/Shop",
  component: RewardsShop,
  args: { shop: shopDocument, onRedirect: fn(), newKey: () => "story-key-0001" },
  parameters: { api: shopServer() },
} satisfies Meta<typeof RewardsShop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shop: Story = { globals: { locale: "en" } };

export const ShopFr: Story = { globals: { locale: "fr" } };

export const Bought: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(within(canvas.getByTestId("shop-item-power-lost-serie")).getByRole("button"));
    await userEvent.click(within(canvas.getByTestId("shop-confirm")).getByRole("button", { name: "Buy" }));
    await expect(await canvas.findByText("Streak saver is yours!")).toBeVisible();
  },
};

export const Refused: Story = {
  globals: { locale: "en" },
  parameters: { api: shopServer({ buy: "NOT_ENOUGH_REWARDS" }) },
  play: async ({ canvas }) => {
    await userEvent.click(within(canvas.getByTestId("shop-item-power-lost-serie")).getByRole("button"));
    await userEvent.click(within(canvas.getByTestId("shop-confirm")).getByRole("button", { name: "Buy" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};
