import type { Meta, StoryObj } from "@storybook/react-vite";
import { moderatedQuestions, questionsOfEachKind } from "../communityQuestionFixtures";
import { LikeButton } from "./LikeButton";
import { QuestionListItem } from "./QuestionListItem";

/** One question of a list, linking to its page. */
const meta = {
  title: "Community questions/Question list item",
  component: QuestionListItem,
  args: { question: questionsOfEachKind[0]! },
  globals: { locale: "en" },
  decorators: [(Story) => <ul className="question-list">{Story()}</ul>],
} satisfies Meta<typeof QuestionListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const WithLike: Story = {
  args: { question: moderatedQuestions[0]!, action: <LikeButton question={moderatedQuestions[0]!} /> },
};
