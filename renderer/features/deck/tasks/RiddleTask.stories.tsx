import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { enigmeParams, PICTURE } from "../../../test/fixtures";
import { inTaskCard } from "../../../test/inTaskCard";
import { RiddleTask } from "./RiddleTask";

/** ENIGME: a riddle in words or in a picture; "see the answer" reveals it. */
const meta = {
  title: "Tasks/ENIGME",
  component: RiddleTask,
  args: { params: enigmeParams, complete: fn(), submitted: false },
  render: inTaskCard("story-enigme", "ENIGME", { title: "Riddle of the day" }),
} satisfies Meta<typeof RiddleTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const Picture: Story = {
  globals: { locale: "en" },
  args: { params: { question: "What do you see in this picture?", imageLink: PICTURE, answer: "A circle" } },
};

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "See the answer" }));
    await expect(canvas.getByTestId("enigme-answer")).toBeVisible();
  },
};

export const FilledFr: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Voir la réponse" }));
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "See the answer" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Done" }));
    await expect(args.complete).toHaveBeenCalledWith({ done: true, data: { revealed: true } });
  },
};

/** The riddle's picture fails to load: the answer can still be revealed. */
export const ErrorBrokenPicture: Story = {
  globals: { locale: "fr" },
  args: {
    params: {
      question: "Que voyez-vous sur cette image ?",
      imageLink: "https://invalid.example/missing.png",
      answer: "Un cercle",
    },
  },
};
