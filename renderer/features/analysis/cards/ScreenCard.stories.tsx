import type { Meta, StoryObj } from "@storybook/react-vite";
import { screenCard } from "../analysisFixtures";
import { ScreenCard } from "./ScreenCard";

/** ANALYSIS_SCREEN: screens off before sleep and screens around, in minutes. */
const meta = {
  title: "Analysis/ScreenCard",
  component: ScreenCard,
  args: { card: screenCard() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScreenCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: "en" },
};

export const FilledFr: Story = { globals: { locale: "fr" }, args: { card: screenCard() } };

/** Nothing recorded in the window: "not enough data" and the journal button. */
export const Empty: Story = { globals: { locale: "fr" }, args: { card: screenCard(true) } };
