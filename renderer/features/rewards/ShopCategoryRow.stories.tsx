import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { shopDocument } from "./shopFixtures";
import { ShopCategoryRow } from "./ShopCategoryRow";

const heads = shopDocument.categories[2]!;

/** One category: its cheapest objects in a row and a "see all" full-screen list. */
const meta = {
  title: "Rewards/Shop category row",
  component: ShopCategoryRow,
  args: { category: heads.category, items: heads.items, onBuy: fn() },
  globals: { locale: "en" },
} satisfies Meta<typeof ShopCategoryRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {};
export const Empty: Story = { args: { category: "VIRTUAL_CARD", items: [] } };
export const SeeAll: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "See all (2)" }));
    await expect(await canvas.findByText("Crown", {}, { container: document.body })).toBeVisible();
  },
};
