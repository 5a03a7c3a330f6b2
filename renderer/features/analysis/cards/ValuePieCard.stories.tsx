import type { Meta, StoryObj } from "@storybook/react-vite";
import { valuePieCard } from "../analysisFixtures";
import { ValuePieCard } from "./ValuePieCard";

/** ANALYSIS_VALUE_PIE: how migraine triggers split, as a 200 px pie and its legend. */
const meta = {
  title: "Analysis/ValuePieCard",
  component: ValuePieCard,
  args: { card: valuePieCard() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ValuePieCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: "en" },
};

export const FilledFr: Story = { globals: { locale: "fr" }, args: { card: valuePieCard(false, "fr") } };

/** Nothing recorded in the window: "not enough data" and the journal button. */
export const Empty: Story = { globals: { locale: "fr" }, args: { card: valuePieCard(true, "fr") } };
