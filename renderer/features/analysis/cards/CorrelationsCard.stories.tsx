import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { correlationsCard } from "../analysisCardFixtures";
import { CorrelationsCard } from "./CorrelationsCard";

/**
 * ANALYSIS_CORRELATIONS: the correlations of the last 30 days, each on its ten-segment bar (red
 * positive, green negative) with its confidence, lag, N and window; 3 without a paid author link,
 * with the way to unlock the rest; a help toggle explaining the test.
 */
const meta = {
  title: "Analysis/CorrelationsCard",
  component: CorrelationsCard,
  args: { card: correlationsCard("en") },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CorrelationsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Limited to 3 without a paid author link, with the message. */
export const Filled: Story = { globals: { locale: "en" } };

export const FilledFr: Story = { globals: { locale: "fr" }, args: { card: correlationsCard("fr") } };

/** With a paid author link: all four. */
export const Paid: Story = { globals: { locale: "en" }, args: { card: correlationsCard("en", "paid") } };

/** Nothing could be tested yet. */
export const Empty: Story = {
  globals: { locale: "fr" },
  args: { card: correlationsCard("fr", "notEnoughData") },
};

export const NoAssociation: Story = {
  globals: { locale: "en" },
  args: { card: correlationsCard("en", "noAssociation") },
};

export const HelpOpen: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "How are they found?" }));
    await expect(canvas.getByTestId("correlations-help")).toBeVisible();
  },
};
