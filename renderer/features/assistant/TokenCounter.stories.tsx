import type { Meta, StoryObj } from "@storybook/react-vite";
import { TokenCounter } from "./TokenCounter";

/** Free messages left this month and bought ones, or no limit. */
const meta = {
  title: "Assistant/Token counter",
  component: TokenCounter,
  args: { freeTokens: 7, boughtTokens: 0, unlimited: false },
} satisfies Meta<typeof TokenCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeOnly: Story = { globals: { locale: "en" } };

export const WithBought: Story = { globals: { locale: "es" }, args: { freeTokens: 0, boughtTokens: 5 } };

export const Unlimited: Story = { globals: { locale: "fr" }, args: { unlimited: true } };
