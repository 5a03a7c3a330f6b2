import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { communityQuestionsApi, questionsOfEachKind } from "../communityQuestionFixtures";
import { AnswerForm } from "./AnswerForm";

const [open, selectOne, multiple, quiz] = questionsOfEachKind;

/** Answering a question of each kind: send disabled until the answer may be sent. */
const meta = {
  title: "Community questions/Answer form",
  component: AnswerForm,
  args: { question: open!, onAnswered: fn() },
  parameters: { api: communityQuestionsApi() },
  globals: { locale: "en" },
} satisfies Meta<typeof AnswerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** Two characters: still disabled. */
export const OpenTooShort: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Your answer"), "ab");
    await expect(canvas.getByRole("button", { name: "Send my answer" })).toBeDisabled();
  },
};

export const SelectOne: Story = { args: { question: selectOne! } };

export const SelectMultiple: Story = { args: { question: multiple! } };

export const QuizIt: Story = { args: { question: quiz! }, globals: { locale: "it" } };

export const Disabled: Story = { args: { disabled: true } };
