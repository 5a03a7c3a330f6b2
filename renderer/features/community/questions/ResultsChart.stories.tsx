import type { Meta, StoryObj } from "@storybook/react-vite";
import { ResultsChart } from "./ResultsChart";

const choices = [
  { id: "five", label: "5 hours" },
  { id: "seven-nine", label: "7 to 9 hours" },
  { id: "twelve", label: "12 hours" },
];

/** The community's results: each option's share of the patients who answered. */
const meta = {
  title: "Community questions/Results chart",
  component: ResultsChart,
  args: {
    choices,
    results: [
      { choiceId: "five", count: 2 },
      { choiceId: "seven-nine", count: 7 },
      { choiceId: "twelve", count: 1 },
    ],
    picked: ["seven-nine"],
    answersCount: 10,
  },
  globals: { locale: "en" },
} satisfies Meta<typeof ResultsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Picked: Story = {};

/** A quiz: the right option marked. */
export const QuizRight: Story = { args: { right: ["seven-nine"], picked: ["five"] } };

/** Nobody else answered yet. */
export const Empty: Story = {
  args: { results: choices.map((c) => ({ choiceId: c.id, count: 0 })), picked: [], answersCount: 0 },
};

export const PickedIt: Story = { globals: { locale: "it" } };
