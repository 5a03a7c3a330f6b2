import type { Meta, StoryObj } from "@storybook/react-vite";
import { communityQuestionsApi, questionsOfEachKind } from "../communityQuestionFixtures";
import { AnswerOutcome } from "./AnswerOutcome";

const [open, , multiple, quiz] = questionsOfEachKind;

/** What follows an answer: others' answers, the results chart, a quiz's verdict. */
const meta = {
  title: "Community questions/Answer outcome",
  component: AnswerOutcome,
  args: { question: open!, answer: { text: "A warm bath" }, answersCount: 4 },
  parameters: { api: communityQuestionsApi() },
  globals: { locale: "en" },
} satisfies Meta<typeof AnswerOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** An open answer waits for moderation: only its writer reads it yet. */
export const OpenWaitingFr: Story = {
  args: { answer: { text: "Un bain chaud", status: "to check" } },
  globals: { locale: "fr" },
};

export const Multiple: Story = { args: { question: multiple!, answer: { choiceIds: ["reading", "walk"] } } };

export const QuizRight: Story = {
  args: {
    question: quiz!,
    answer: { choiceIds: ["seven-nine"], correct: true, rightChoiceIds: ["seven-nine"] },
  },
};

export const QuizWrongFr: Story = {
  args: { question: quiz!, answer: { choiceIds: ["five"], correct: false, rightChoiceIds: ["seven-nine"] } },
  globals: { locale: "fr" },
};

export const ErrorLoadFailed: Story = {
  parameters: { api: communityQuestionsApi({ failReads: { status: 503, code: "SERVICE_UNAVAILABLE" } }) },
};
