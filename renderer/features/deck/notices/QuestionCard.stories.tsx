import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { questionCard } from "../noticeFixtures";
import { serverErrorCard } from "../../../test/fixtures";
import { CardView } from "../../../cards/CardView";
import { QuestionCard } from "./QuestionCard";

/** QUESTION: the community question of the period, answered in the community. */
const meta = {
  title: "Cards/QUESTION",
  component: QuestionCard,
  args: { card: questionCard, complete: fn() },
  render: ({ card, complete }) => <CardView card={card} complete={complete} />,
} satisfies Meta<typeof QuestionCard>;

export default meta;

const questionFr = { ...questionCard, text: "Qu'est-ce qui vous aide à bien dormir ?" };
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = {
  globals: { locale: "fr" },
  args: { card: questionFr },
};

export const Filled: Story = {
  globals: { locale: "en" },
  args: { card: { ...questionCard, rewards: 5 } },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Later" }));
    await expect(args.complete).toHaveBeenCalledWith({ done: false });
  },
};

/**
 * Nothing fails inside this card: a QUESTION card that fails the server's schema check (no
 * question) reaches the patient as the ERROR card sent in its place.
 */
export const ErrorInvalidCard: Story = {
  globals: { locale: "fr" },
  args: { card: { ...serverErrorCard, id: "story-question-invalid" } },
};
