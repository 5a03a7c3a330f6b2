import type { Meta, StoryObj } from "@storybook/react-vite";
import { shopServer } from "./shopFixtures";
import { SandboxRewardsCheckout } from "./SandboxRewardsCheckout";

/** The sandbox checkout of rewards bought with money: no payment is taken. */
const meta = {
  title: "Rewards/Sandbox checkout",
  component: SandboxRewardsCheckout,
  args: { purchaseId: "p3", amount: 199 },
  parameters: { api: shopServer() },
} satisfies Meta<typeof SandboxRewardsCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sandbox: Story = { globals: { locale: "en" } };
export const SandboxFr: Story = { globals: { locale: "fr" } };
