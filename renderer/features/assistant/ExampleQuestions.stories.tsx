import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { ExampleQuestions } from "./ExampleQuestions";

/** The example-question picker: goals, programs, symptoms and wellbeing. */
const meta = {
  title: "Assistant/Example questions",
  component: ExampleQuestions,
  args: { onAsk: fn() },
} satisfies Meta<typeof ExampleQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Goals: Story = { globals: { locale: "en" } };

export const Symptoms: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Symptômes" }));
    await userEvent.click(canvas.getByRole("button", { name: "Comment évoluent mes symptômes ?" }));
    await expect(args.onAsk).toHaveBeenCalledWith("Comment évoluent mes symptômes ?");
  },
};
