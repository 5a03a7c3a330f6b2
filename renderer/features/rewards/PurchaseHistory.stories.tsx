import type { Meta, StoryObj } from "@storybook/react-vite";
import { purchases } from "./shopFixtures";
import { PurchaseHistory } from "./PurchaseHistory";

/** What the patient bought, newest first. */
const meta = {
  title: "Rewards/Purchase history",
  component: PurchaseHistory,
  args: { items: purchases },
  globals: { locale: "en" },
} satisfies Meta<typeof PurchaseHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {};
export const Nothing: Story = { args: { items: [] } };
