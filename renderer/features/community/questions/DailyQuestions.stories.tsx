import type { Meta, StoryObj } from "@storybook/react-vite";
import { answeredQuestions, communityQuestionsApi, questionsOfEachKind } from "../communityQuestionFixtures";
import { DailyQuestions } from "./DailyQuestions";

/** The daily swipe list: one card per question, then "no more questions" or "all done". */
const meta = {
  title: "Community questions/Daily questions",
  component: DailyQuestions,
  args: { daily: { items: questionsOfEachKind, reward: 20, rewardPaid: false } },
  parameters: { api: communityQuestionsApi() },
  globals: { locale: "en" },
} satisfies Meta<typeof DailyQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToAnswer: Story = {};

export const AllAnswered: Story = {
  args: { daily: { items: answeredQuestions, reward: 20, rewardPaid: false } },
  parameters: { api: communityQuestionsApi({ questions: answeredQuestions }) },
};

/** "No question". */
export const Empty: Story = { args: { daily: { items: [], reward: 20, rewardPaid: false } } };

export const ToAnswerFr: Story = { globals: { locale: "fr" } };
