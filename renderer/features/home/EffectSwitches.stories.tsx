import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { personalizationView } from "./homeFixtures";
import { EffectSwitches } from "./EffectSwitches";

/** The personalization effects the patient owns, each by its name, with what it does and its switch. */
const meta = {
  title: "Home/EffectSwitches",
  component: EffectSwitches,
  args: { effects: personalizationView(false, true).effects, onSwitch: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof EffectSwitches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothOn: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    const frame = canvas.getByRole("switch", { name: "Golden frame" });
    await expect(frame).toBeChecked();
    await expect(frame).toHaveAccessibleDescription("Frames your tamaoutshi on your home page.");
    await expect(canvas.getByRole("switch", { name: "Confetti" })).toBeChecked();
    await userEvent.click(frame);
    await expect(args.onSwitch).toHaveBeenCalledWith("frame-gold", false);
  },
};

export const FrameOffFr: Story = {
  globals: { locale: "fr" },
  args: {
    effects: personalizationView(false, false).effects.map((effect) => ({
      ...effect,
      name: effect.id === "confetti" ? "Confettis" : "Cadre doré",
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Cadre doré" })).not.toBeChecked();
  },
};

export const NothingOwned: Story = {
  globals: { locale: "en" },
  args: { effects: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The shop sells a golden frame and confetti/)).toBeVisible();
  },
};
