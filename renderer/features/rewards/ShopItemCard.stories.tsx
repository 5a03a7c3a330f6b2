import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { shopDocument } from "./shopFixtures";
import { ShopItemCard } from "./ShopItemCard";

const [money, power, heads] = shopDocument.categories;

/** One object of the shop: Buy when affordable, "already bought" when owned, the progress bar otherwise. */
const meta = {
  title: "Rewards/Shop item",
  component: ShopItemCard,
  args: { item: power!.items[0]!, onBuy: fn() },
  globals: { locale: "en" },
} satisfies Meta<typeof ShopItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Affordable: Story = {};
export const Owned: Story = { args: { item: heads!.items[0]! } };
export const NotAffordable: Story = { args: { item: heads!.items[1]! } };
export const PaidWithMoney: Story = { args: { item: money!.items[0]! } };
export const Busy: Story = { args: { busy: true } };
