import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { analysisDocument, symptomCalendarCard } from "../analysisCardFixtures";
import { ok } from "../../../test/mockApi";
import { SymptomCalendarCard } from "./SymptomCalendarCard";

/**
 * ANALYSIS_SYMPTOM_CALENDAR: a month of migraine, Monday first, each day with an event in its
 * intensity's colour (0–5, six colours), the legend, and the previous and next month (October is
 * answered by the mock).
 */
const meta = {
  title: "Analysis/SymptomCalendarCard",
  component: SymptomCalendarCard,
  args: { card: symptomCalendarCard("en") },
  parameters: {
    api: { "GET /api/patient/analysis": () => ok(analysisDocument([symptomCalendarCard("en", "2026-10")])) },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SymptomCalendarCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { globals: { locale: "en" } };

export const FilledFr: Story = { globals: { locale: "fr" }, args: { card: symptomCalendarCard("fr") } };

export const Empty: Story = {
  globals: { locale: "en" },
  args: { card: symptomCalendarCard("en", "2026-11", true) },
};

/** The previous month, fetched. */
export const PreviousMonth: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Previous month" }));
    await expect(await canvas.findByText("October 2026")).toBeVisible();
  },
};
