import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { LUCKY_WHEEL_SPIN_MS } from "../../../../engine/rewards/luckyWheel";
import { LuckyWheelCard } from "./LuckyWheelCard";

/** The wheel as the deck drives it: press Spin, wait LUCKY_WHEEL_SPIN_MS, see the result. */
const meta = {
  title: "Deck/Lucky wheel/Interactive",
  component: LuckyWheelCard,
  args: { counter: 6, spin: fn(async () => ({ reward: 30, bonus: false })), onClose: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LuckyWheelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { globals: { locale: "en" } };

export const ReadyFr: Story = { globals: { locale: "fr" } };

export const SpinToReward: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Spin the wheel" }));
    await waitFor(() => expect(canvas.getByText("You won 30 rewards!")).toBeVisible(), {
      timeout: LUCKY_WHEEL_SPIN_MS * 2,
    });
  },
};

export const SpinFails: Story = {
  globals: { locale: "fr" },
  args: { spin: fn(async () => Promise.reject(new Error("offline"))) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Tourner la roue" }));
    await waitFor(() => expect(canvas.getByRole("alert")).toBeVisible(), {
      timeout: LUCKY_WHEEL_SPIN_MS * 2,
    });
  },
};
