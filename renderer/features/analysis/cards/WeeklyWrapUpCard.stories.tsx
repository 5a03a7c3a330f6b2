import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { weeklyWrapUpCard } from "../analysisFixtures";
import { WeeklyWrapUpCard } from "./WeeklyWrapUpCard";

/** ANALYSIS_WEEKLY_WRAP_UP: the last 6 days, top 5 values recorded and top 5 with a lower symptom. */
const meta = {
  title: "Analysis/WeeklyWrapUpCard",
  component: WeeklyWrapUpCard,
  args: { card: weeklyWrapUpCard() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WeeklyWrapUpCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Walk: 4 days of 6 (67%)")).toBeInTheDocument();
  },
};

export const FilledFr: Story = { globals: { locale: "fr" }, args: { card: weeklyWrapUpCard(true, "fr") } };

/** Nothing recorded in the 6 days: "not enough data" and the journal button. */
export const Empty: Story = {
  globals: { locale: "en" },
  args: { card: weeklyWrapUpCard(false) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("analysis-go-journal")).toHaveAttribute("href", "/app/patient/journal");
  },
};
