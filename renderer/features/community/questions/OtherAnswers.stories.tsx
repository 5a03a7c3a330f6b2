import type { Meta, StoryObj } from "@storybook/react-vite";
import { OtherAnswers } from "./OtherAnswers";

/** The other patients' answers to an open question. */
const meta = {
  title: "Community questions/Other answers",
  component: OtherAnswers,
  args: {
    items: [
      { id: "a1", text: "A warm shower" },
      { id: "a2", text: "Reading a paper book" },
    ],
  },
  globals: { locale: "en" },
} satisfies Meta<typeof OtherAnswers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Answers: Story = {};

/** Nobody else answered: "you are the first". */
export const Empty: Story = { args: { items: [] } };

export const EmptyEs: Story = { args: { items: [] }, globals: { locale: "es" } };
