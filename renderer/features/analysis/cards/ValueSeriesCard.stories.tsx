import type { Meta, StoryObj } from "@storybook/react-vite";
import { valueSeriesCard } from "../analysisFixtures";
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
