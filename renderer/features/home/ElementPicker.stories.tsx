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

/** Each owned element by its shop name, the free one as the default. */
export const Heads: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Default" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Crown" })).not.toBeChecked();
  },
};

/** An element the shop no longer sells still has a name. */
export const NoLongerSold: Story = {
  globals: { locale: "fr" },
  args: {
    elements: [
      { id: "default-head", image: "/media/pet-head.svg", isDefault: true },
      { id: "old-hat", image: "/media/pet/head-cap.svg", isDefault: false },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Acheté dans la boutique" })).toBeVisible();
  },
};

export const OnlyTheDefault: Story = {
  globals: { locale: "fr" },
  args: { legend: "Fonds", elements: personalizationView().backgrounds, chosen: "default-background" },
};

export const Saving: Story = { globals: { locale: "en" }, args: { disabled: true } };

export const Choosing: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole("radio")[1]!);
    await expect(args.onChoose).toHaveBeenCalledWith("head-crown");
  },
};
