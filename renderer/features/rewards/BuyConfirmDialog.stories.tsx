import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { shopDocument } from "./shopFixtures";
import { BuyConfirmDialog } from "./BuyConfirmDialog";

/** The confirmation before a purchase. */
const meta = {
  title: "Rewards/Buy confirm dialog",
  component: BuyConfirmDialog,
  args: { item: shopDocument.categories[1]!.items[0]!, busy: false, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof BuyConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRewards: Story = { globals: { locale: "en" } };
export const WithRewardsIt: Story = { globals: { locale: "it" } };
export const WithMoney: Story = {
  globals: { locale: "en" },
  args: { item: shopDocument.categories[0]!.items[0]! },
};
