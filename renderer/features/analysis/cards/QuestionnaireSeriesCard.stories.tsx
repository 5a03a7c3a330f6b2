import type { Meta, StoryObj } from "@storybook/react-vite";
import { questionnaireSeriesCard } from "../analysisFixtures";
import { QuestionnaireSeriesCard } from "./QuestionnaireSeriesCard";

/** ANALYSIS_QUESTIONNAIRE_SERIES: a sleep questionnaire's scores over 90 days. */
const meta = {
  title: "Analysis/QuestionnaireSeriesCard",
  component: QuestionnaireSeriesCard,
  args: { card: questionnaireSeriesCard() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionnaireSeriesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: "en" },
};

export const FilledFr: Story = {
  globals: { locale: "fr" },
  args: { card: questionnaireSeriesCard(false, "fr") },
};

/** Nothing recorded in the window: "not enough data" and the journal button. */
export const Empty: Story = {
  globals: { locale: "fr" },
  args: { card: questionnaireSeriesCard(true, "fr") },
};
