import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { choiceParams } from "../../../test/fixtures";
import { inTaskCard } from "../../../test/inTaskCard";
import { ChoiceTask } from "./ChoiceTask";

/** CHOICE: Done appears once a choice is picked, or at once when there is nothing to pick. */
const meta = {
  title: "Tasks/CHOICE",
  component: ChoiceTask,
  args: { params: choiceParams, complete: fn(), submitted: false },
  render: inTaskCard("story-choice", "CHOICE", { title: "Your night" }),
} satisfies Meta<typeof ChoiceTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "So-so" }));
    await expect(canvas.getByRole("button", { name: "Done" })).toBeVisible();
  },
};

export const FilledFr: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "So-so" }));
  },
};

export const MultipleFilled: Story = {
  globals: { locale: "en" },
  args: { params: { ...choiceParams, question: "What helped today?", multiple: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Well" }));
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Badly" }));
  },
};

export const NoChoices: Story = {
  globals: { locale: "en" },
  args: { params: { choices: [] } },
};

export const NoChoicesFr: Story = {
  globals: { locale: "fr" },
  args: { params: { choices: [] } },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "Well" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Done" }));
    await expect(args.complete).toHaveBeenCalledWith({ done: true, data: { choices: ["good"] } });
  },
};

/** Params without a choices list make the component throw: its boundary shows ERROR. */
export const ErrorInvalidParams: Story = {
  globals: { locale: "en" },
  args: { params: {} as never },
};
