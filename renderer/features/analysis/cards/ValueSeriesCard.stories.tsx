import type { Meta, StoryObj } from "@storybook/react-vite";
import { bedtimeSeriesCard, stepsSeriesCard, valueSeriesCard } from "../analysisFixtures";
import { ValueSeriesCard } from "./ValueSeriesCard";

/** ANALYSIS_VALUE_SERIES: glasses of water by day, as entered. */
const meta = {
  title: "Analysis/ValueSeriesCard",
  component: ValueSeriesCard,
  args: { card: valueSeriesCard() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ValueSeriesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: "en" },
};

export const FilledFr: Story = { globals: { locale: "fr" }, args: { card: valueSeriesCard(false, "fr") } };

/** Nothing recorded in the window: "not enough data" and the journal button. */
export const Empty: Story = { globals: { locale: "fr" }, args: { card: valueSeriesCard(true, "fr") } };

/** Steps from 3,000 to 10,000: the axis spans the week (not the catalogue's 100,000), its labels grouped and whole. */
export const Steps: Story = { globals: { locale: "en" }, args: { card: stepsSeriesCard() } };

/** Bedtimes around midnight on the night axis, written as times: 23:30 and 00:30 an hour apart. */
export const Bedtime: Story = { globals: { locale: "fr" }, args: { card: bedtimeSeriesCard() } };
