import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { singlePointCard, symptomSeriesCard } from "../analysisFixtures";
import { SymptomSeriesCard } from "./SymptomSeriesCard";

/** ANALYSIS_SYMPTOM_SERIES: a symptom's intensity by day over 30 days, on a 0–5 axis. */
const meta = {
  title: "Analysis/SymptomSeriesCard",
  component: SymptomSeriesCard,
  args: { card: symptomSeriesCard() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SymptomSeriesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^N = 9/)).toBeInTheDocument();
  },
};

export const FilledFr: Story = { globals: { locale: "fr" }, args: { card: symptomSeriesCard(true, "fr") } };

/** One point only: "not enough data" and the journal button. */
export const OnePoint: Story = {
  globals: { locale: "en" },
  args: { card: singlePointCard() },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("analysis-go-journal")).toHaveAttribute("href", "/app/patient/journal");
  },
};

/** Nothing recorded in the window. */
export const Empty: Story = { globals: { locale: "fr" }, args: { card: symptomSeriesCard(false, "fr") } };
