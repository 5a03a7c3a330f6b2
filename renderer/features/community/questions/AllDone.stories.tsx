import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { answeredQuestions, communityQuestionsApi } from "../communityQuestionFixtures";
import { AllDone } from "./AllDone";

/** The "all done" screen with its reward, paid once. */
const meta = {
  title: "Community questions/All done",
  component: AllDone,
  args: { reward: 20, rewardPaid: false },
  parameters: { api: communityQuestionsApi({ questions: answeredQuestions }) },
  globals: { locale: "en" },
} satisfies Meta<typeof AllDone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToClaim: Story = {};

export const Claimed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Get 20 rewards" }));
    await expect(await canvas.findByTestId("all-done-paid")).toBeVisible();
  },
};

export const PaidBeforeFr: Story = { args: { rewardPaid: true }, globals: { locale: "fr" } };

export const ErrorClaimFailed: Story = {
  parameters: { api: communityQuestionsApi({ failWrites: { status: 503, code: "SERVICE_UNAVAILABLE" } }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Get 20 rewards" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};
