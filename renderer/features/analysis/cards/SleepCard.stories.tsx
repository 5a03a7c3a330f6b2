import type { Meta, StoryObj } from "@storybook/react-vite";
import { sleepCard } from "../analysisFixtures";
import { SleepCard } from "./SleepCard";

/** ANALYSIS_SLEEP: ten nights on the sleep axis (after midnight + 1440), written as times. */
const meta = {
  title: "Analysis/SleepCard",
  component: SleepCard,
  args: { card: sleepCard() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SleepCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: "en" },
};

export const FilledFr: Story = { globals: { locale: "fr" }, args: { card: sleepCard() } };

/** Nothing recorded in the window: "not enough data" and the journal button. */
export const Empty: Story = { globals: { locale: "fr" }, args: { card: sleepCard(true) } };
