import type { Meta, StoryObj } from "@storybook/react-vite";
import { communityQuestionsApi, moderatedQuestions } from "../communityQuestionFixtures";
import { CommunityQuestionList } from "./CommunityQuestionList";

/** A community's previous questions (20 a page) or its moderated questions to vote on. */
const meta = {
  title: "Community questions/Question list",
  component: CommunityQuestionList,
  args: { groupName: "community_all_en", status: "previous" },
  parameters: { api: communityQuestionsApi({ pages: 2 }) },
  globals: { locale: "en" },
} satisfies Meta<typeof CommunityQuestionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Previous questions, with "load more". */
export const Previous: Story = {};

export const Votes: Story = {
  args: { status: "moderated" },
  parameters: { api: communityQuestionsApi({ questions: moderatedQuestions }) },
};

/** "No previous question". */
export const Empty: Story = { parameters: { api: communityQuestionsApi({ questions: [] }) } };

export const EmptyVotesEs: Story = {
  args: { status: "moderated" },
  parameters: { api: communityQuestionsApi({ questions: [] }) },
  globals: { locale: "es" },
};

export const ErrorLoadFailed: Story = {
  parameters: { api: communityQuestionsApi({ failReads: { status: 503, code: "SERVICE_UNAVAILABLE" } }) },
};
