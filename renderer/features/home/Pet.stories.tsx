import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { pet } from "./homeFixtures";
import { Pet } from "./Pet";

/** The tamaoutshi in each of its six moods (docs/features/home.md), in its default clothes or dressed. */
const meta = {
  title: "Home/Pet",
  component: Pet,
  args: { pet: pet("OK") },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ok: Story = { globals: { locale: "en" } };
export const Hungry: Story = { globals: { locale: "en" }, args: { pet: pet("HUNGRY") } };
export const Thirsty: Story = { globals: { locale: "fr" }, args: { pet: pet("THIRSTY") } };
export const Dirty: Story = { globals: { locale: "en" }, args: { pet: pet("DIRTY") } };
export const Bored: Story = { globals: { locale: "it" }, args: { pet: pet("BORED") } };
export const Sleeping: Story = { globals: { locale: "es" }, args: { pet: pet("SLEEPING") } };
/** Wearing the crown bought in the shop: the whole head, drawn where the default one is. */
export const Dressed: Story = {
  globals: { locale: "en" },
  args: { pet: pet("OK", true) },
  play: async ({ canvasElement }) => {
    const head = canvasElement.querySelector(".pet__head");
    await expect(head).toHaveAttribute("src", "/media/pet/head-crown.svg");
    await expect(canvasElement.querySelectorAll(".pet__stage img")).toHaveLength(2);
  },
};

/** In the golden frame bought in the shop. */
export const Framed: Story = {
  globals: { locale: "en" },
  args: { pet: pet("OK", true, true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("pet")).toHaveAttribute("data-framed");
  },
};

export const NotFramed: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("pet")).not.toHaveAttribute("data-framed");
  },
};
export const Small: Story = { globals: { locale: "fr" }, args: { pet: pet("HUNGRY"), size: "small" } };
