import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { shopDocument } from "./shopFixtures";
import { ShopItemCard } from "./ShopItemCard";

const [money, power, heads] = shopDocument.categories;
const voucher = shopDocument.categories.find((row) => row.category === "VOUCHER")!.items[0]!;

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

/**
 * The streak saver goes by the catalogs' one name (`power.LOST_SERIE.name`), the name the deck's
 * lost-streak card gives it too, whatever the object's content calls it.
 */
export const StreakSaverName: Story = {
  globals: { locale: "fr" },
  args: { item: { ...power!.items[0]!, name: "Lost streak power" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Sauve-série" })).toBeVisible();
    await expect(canvas.queryByText("Lost streak power")).toBeNull();
  },
};
export const Owned: Story = { args: { item: heads!.items[0]! } };
export const NotAffordable: Story = { args: { item: heads!.items[1]! } };
export const PaidWithMoney: Story = { args: { item: money!.items[0]! } };
export const Busy: Story = { args: { busy: true } };

/** A voucher the balance would buy, were 3,500 of its rewards not earned with authors' cards. */
export const NotWithAuthoredRewards: Story = {
  args: { item: { ...voucher, authoredExcluded: 3500 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("shop-authored-excluded")).toHaveTextContent(
      "3,500 of your rewards were earned with coaches' tasks and programs",
    );
    await expect(canvas.queryByRole("button", { name: "Buy" })).toBeNull();
  },
};

export const NotWithAuthoredRewardsFr: Story = {
  globals: { locale: "fr" },
  args: { item: { ...voucher, authoredExcluded: 1 } },
};
