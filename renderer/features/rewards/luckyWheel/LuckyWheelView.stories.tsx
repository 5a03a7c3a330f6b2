import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
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

/** Each slice is as wide as its odds (engine/rewards/luckyWheel.ts), and the odds are written beside it. */
export const Idle: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("wheel-slice-5")).toHaveAttribute("data-sweep", "216");
    await expect(canvas.getByTestId("wheel-slice-30")).toHaveAttribute("data-sweep", "90");
    await expect(canvas.getByTestId("wheel-slice-0")).toHaveAttribute("data-sweep", "36");
    await expect(canvas.getByTestId("wheel-slice-200")).toHaveAttribute("data-sweep", "18");
    const odds = canvas.getByRole("list", { name: "Odds of each spin" });
    await expect(odds).toHaveTextContent("No reward: 10%");
    await expect(odds).toHaveTextContent("5 rewards: 60%");
    await expect(odds).toHaveTextContent("30 rewards: 25%");
    await expect(odds).toHaveTextContent("200 rewards: 5%");
  },
};

export const IdleFr: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    const odds = canvas.getByRole("list", { name: "Chances à chaque tour" });
    await expect(odds).toHaveTextContent(/200 récompenses : 5\s%/);
  },
};

/** The wheel at phone width: the odds wrap under the disc. */
export const IdlePhone: Story = {
  globals: { locale: "en" },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Spinning: Story = { globals: { locale: "en" }, args: { state: { phase: "spinning" } } };

export const Won: Story = {
  globals: { locale: "en" },
  args: { state: { phase: "won", reward: 30, bonus: false } },
};

export const WonFr: Story = {
  globals: { locale: "fr" },
  args: { state: { phase: "won", reward: 5, bonus: false } },
};

/** The disc stops with the middle of the 200 slice (342° to 360°) under the pointer. */
export const Jackpot: Story = {
  globals: { locale: "en" },
  args: { state: { phase: "won", reward: 200, bonus: true } },
  play: async ({ canvas }) => {
    const disc = canvas.getByTestId("wheel-disc");
    await expect(disc).toHaveAttribute("data-landed-on", "200");
    await expect(disc.style.transform).toBe(`rotate(${5 * 360 - 351}deg)`);
  },
};

/** No reward: the disc stops in the middle of the ✕ slice (0° to 36°). */
export const NoReward: Story = {
  globals: { locale: "en" },
  args: { state: { phase: "noReward" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("wheel-disc").style.transform).toBe(`rotate(${5 * 360 - 18}deg)`);
  },
};

export const NoRewardFr: Story = { globals: { locale: "fr" }, args: { state: { phase: "noReward" } } };

/** The draw failed, or answered without a reward value: luckyOutchiError (docs/features/rewards.md). */
export const Failed: Story = { globals: { locale: "en" }, args: { state: { phase: "error" } } };

export const FailedFr: Story = { globals: { locale: "fr" }, args: { state: { phase: "error" } } };
