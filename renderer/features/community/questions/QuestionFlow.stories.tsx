import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { answeredQuestions, communityQuestionsApi, questionsOfEachKind } from "../communityQuestionFixtures";
import { QuestionFlow } from "./QuestionFlow";

const [open, selectOne, multiple, quiz] = questionsOfEachKind;

/** A community question from answer to outcome, for each kind. */
const meta = {
  title: "Community questions/Question flow",
  component: QuestionFlow,
  args: { question: open! },
  parameters: { api: communityQuestionsApi() },
  globals: { locale: "en" },
} satisfies Meta<typeof QuestionFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, nothing typed: send disabled under 3 characters. */
export const Open: Story = {};

export const OpenFr: Story = { globals: { locale: "fr" } };

/** Open, answered: the others' answers. */
export const OpenAnswered: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Your answer"), "A warm bath");
    await userEvent.click(canvas.getByRole("button", { name: "Send my answer" }));
    await expect(await canvas.findByTestId("community-others")).toBeVisible();
  },
};

export const SelectOne: Story = { args: { question: selectOne! } };

/** Select multiple, answered: the results chart. */
export const SelectMultipleAnswered: Story = {
  args: { question: multiple! },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("checkbox", { name: "Music" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send my answer" }));
    await expect(await canvas.findByTestId("results-chart")).toBeVisible();
  },
};

/** Quiz, answered wrong: the verdict then the chart. */
export const QuizWrong: Story = {
  args: { question: quiz! },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "5 hours" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send my answer" }));
    await expect(await canvas.findByTestId("quiz-verdict")).toBeVisible();
  },
};

/** Answered before: straight to the outcome. */
export const AlreadyAnswered: Story = { args: { question: answeredQuestions[1]! } };

export const ErrorSendFailed: Story = {
  parameters: { api: communityQuestionsApi({ failWrites: { status: 503, code: "SERVICE_UNAVAILABLE" } }) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Your answer"), "A warm bath");
    await userEvent.click(canvas.getByRole("button", { name: "Send my answer" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

/** Missing question data: the text ERROR. */
export const ErrorMissingText: Story = { args: { question: { ...open!, text: "" } } };
