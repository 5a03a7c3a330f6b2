import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { analysisDocument, medicationCalendarCard } from "../analysisCardFixtures";
import { ok } from "../../../test/mockApi";
import { MedicationCalendarCard } from "./MedicationCalendarCard";

const october = {
  ...medicationCalendarCard("en", true),
  month: "2026-10",
  from: "2026-10-01",
  to: "2026-10-31",
};

/**
 * ANALYSIS_MEDICATION_CALENDAR: a month of ibuprofen, the days with intakes highlighted, the
 * month's average efficiency on its 0–5 scale, and the previous and next month.
 */
const meta = {
  title: "Analysis/MedicationCalendarCard",
  component: MedicationCalendarCard,
  args: { card: medicationCalendarCard("en") },
  parameters: { api: { "GET /api/patient/analysis": () => ok(analysisDocument([october])) } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MedicationCalendarCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { globals: { locale: "en" } };

export const FilledIt: Story = { globals: { locale: "it" }, args: { card: medicationCalendarCard("it") } };

export const Empty: Story = { globals: { locale: "fr" }, args: { card: medicationCalendarCard("fr", true) } };

/** The previous month, without intakes. */
export const PreviousMonth: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Previous month" }));
    await expect(await canvas.findByTestId("medication-calendar-empty")).toBeVisible();
  },
};
