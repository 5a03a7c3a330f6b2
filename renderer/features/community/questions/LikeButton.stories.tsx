import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { communityQuestionsApi, moderatedQuestions } from "../communityQuestionFixtures";
import { LikeButton } from "./LikeButton";

/** The thumb up: one like, inactive after. */
const meta = {
  title: "Community questions/Like button",
  component: LikeButton,
  args: { question: moderatedQuestions[1]! },
  parameters: { api: communityQuestionsApi({ questions: moderatedQuestions }) },
  globals: { locale: "en" },
} satisfies Meta<typeof LikeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotLiked: Story = {};

export const Liked: Story = { args: { question: moderatedQuestions[0]! } };

export const LikedNow: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button"));
    await expect(await canvas.findByText(/You like this/)).toBeVisible();
  },
};

export const ErrorAlreadyLiked: Story = {
  parameters: { api: communityQuestionsApi({ failWrites: { status: 409, code: "ALREADY_LIKED" } }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button"));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};
