import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ConfettiShower } from "./ConfettiShower";

/** The confetti bought in the shop, as it falls over the deck when a card is done. */
const meta = {
  title: "Rewards/Personalization/Confetti",
  component: ConfettiShower,
  args: { burst: 1 },
} satisfies Meta<typeof ConfettiShower>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Falling: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const shower = canvas.getByTestId("confetti");
    await expect(shower).toHaveAttribute("aria-hidden", "true");
    await expect(shower.children.length).toBeGreaterThan(10);
  },
};

export const NoCardDoneYet: Story = {
  globals: { locale: "en" },
  args: { burst: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId("confetti")).toBeNull();
  },
};
