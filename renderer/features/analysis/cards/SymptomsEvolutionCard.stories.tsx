import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { symptomsEvolutionCard } from "../analysisFixtures";
import { SymptomsEvolutionCard } from "./SymptomsEvolutionCard";

/** ANALYSIS_SYMPTOMS_EVOLUTION: three symptoms on one 0–5 chart; the legend's buttons hide and show each line. */
const meta = {
  title: "Analysis/SymptomsEvolutionCard",
  component: SymptomsEvolutionCard,
  args: { card: symptomsEvolutionCard() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SymptomsEvolutionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const [migraine] = canvas.getAllByTestId("analysis-legend-toggle");
    await userEvent.click(migraine!);
    await expect(migraine).toHaveAttribute("aria-pressed", "false");
  },
};

export const FilledFr: Story = {
  globals: { locale: "fr" },
  args: { card: symptomsEvolutionCard(false, "fr") },
};

/** Nothing recorded in the window: "not enough data" and the journal button. */
export const Empty: Story = { globals: { locale: "fr" }, args: { card: symptomsEvolutionCard(true, "fr") } };
