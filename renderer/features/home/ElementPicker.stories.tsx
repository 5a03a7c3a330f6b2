import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { personalizationView } from "./homeFixtures";
import { ElementPicker } from "./ElementPicker";

/** A choice among the heads (or backgrounds) the patient owns, the free default first. */
const meta = {
  title: "Home/ElementPicker",
  component: ElementPicker,
  args: {
    legend: "Heads",
    elements: personalizationView().heads,
    chosen: "default-head",
    onChoose: fn(),
  },
} satisfies Meta<typeof ElementPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Heads: Story = { globals: { locale: "en" } };

export const OnlyTheDefault: Story = {
  globals: { locale: "fr" },
  args: { legend: "Fonds", elements: personalizationView().backgrounds, chosen: "default-background" },
};

export const Saving: Story = { globals: { locale: "en" }, args: { disabled: true } };

export const Choosing: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole("radio")[1]!);
    await expect(args.onChoose).toHaveBeenCalledWith("crown");
  },
};
