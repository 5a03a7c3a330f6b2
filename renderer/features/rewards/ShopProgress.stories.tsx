import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShopProgress } from "./ShopProgress";

/** The ten-slice bar of balance over price. */
const meta = {
  title: "Rewards/Shop progress",
  component: ShopProgress,
  args: { slices: 3, price: 1200 },
  globals: { locale: "en" },
} satisfies Meta<typeof ShopProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { slices: 0 } };
export const ThreeOfTen: Story = {};
export const AlmostThere: Story = { args: { slices: 9 } };
