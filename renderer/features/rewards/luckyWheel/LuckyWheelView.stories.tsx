import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { LuckyWheelView } from "./LuckyWheelView";

/** The lucky wheel in each state of docs/features/rewards.md: idle, spinning, then a reward, none, or error. */
const meta = {
  title: "Deck/Lucky wheel/States",
  component: LuckyWheelView,
  args: { state: { phase: "idle" }, counter: 6, onSpin: fn(), onClose: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LuckyWheelView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { globals: { locale: "en" } };

export const IdleFr: Story = { globals: { locale: "fr" } };

export const Spinning: Story = { globals: { locale: "en" }, args: { state: { phase: "spinning" } } };

export const Won: Story = {
  globals: { locale: "en" },
  args: { state: { phase: "won", reward: 30, bonus: false } },
};

export const WonFr: Story = {
  globals: { locale: "fr" },
  args: { state: { phase: "won", reward: 5, bonus: false } },
};

export const Jackpot: Story = {
  globals: { locale: "en" },
  args: { state: { phase: "won", reward: 200, bonus: true } },
};

export const NoReward: Story = { globals: { locale: "en" }, args: { state: { phase: "noReward" } } };

export const NoRewardFr: Story = { globals: { locale: "fr" }, args: { state: { phase: "noReward" } } };

/** The draw failed, or answered without a reward value: luckyOutchiError (docs/features/rewards.md). */
export const Failed: Story = { globals: { locale: "en" }, args: { state: { phase: "error" } } };

export const FailedFr: Story = { globals: { locale: "fr" }, args: { state: { phase: "error" } } };
