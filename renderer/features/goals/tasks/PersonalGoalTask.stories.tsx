import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { goalServer, personalGoalCard } from "../goalFixtures";
import { CardView } from "../../../cards/CardView";
import { PersonalGoalTask } from "./PersonalGoalTask";

const params = { body: "Pick one habit to follow for a week. Small steps count." };

/**
 * PERSONAL_GOAL: the goal creation form in the card. Validate is disabled until a value, a period
 * and a target are chosen; creating the goal completes the card. At 10 goals the form gives way.
 */
const meta = {
  title: "Tasks/PERSONAL_GOAL",
  component: PersonalGoalTask,
  args: { params, complete: fn(), submitted: false },
  parameters: { api: goalServer() },
  render: ({ params: taskParams, complete }) => (
    <CardView
      card={{ ...personalGoalCard, task: { type: "PERSONAL_GOAL", params: taskParams } }}
      complete={complete}
    />
  ),
} satisfies Meta<typeof PersonalGoalTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const Prefilled: Story = {
  globals: { locale: "en" },
  args: { params: { ...params, dataValue: "caffeine", period: 15 } },
};

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByLabelText("What to follow"), "water");
    await userEvent.click(canvas.getByRole("button", { name: "7 days" }));
    await userEvent.type(canvas.getByLabelText("Target (glasses)"), "8");
    await expect(canvas.getByRole("button", { name: "Set the goal" })).toBeEnabled();
  },
};

export const FilledFr: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByLabelText("Que suivre"), "caffeine");
    await userEvent.click(canvas.getByRole("button", { name: "En moyenne" }));
    await userEvent.click(canvas.getByRole("button", { name: "30 jours" }));
    await userEvent.type(canvas.getByLabelText("Cible (cups)"), "2");
  },
};

export const LimitReached: Story = {
  globals: { locale: "en" },
  parameters: { api: goalServer({ inProgress: 10 }) },
};

export const LimitReachedFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: goalServer({ inProgress: 10 }) },
};

/** The server refuses (another tab created the 10th goal meanwhile): the card says why. */
export const ErrorRefused: Story = {
  globals: { locale: "en" },
  args: { params: { ...params, dataValue: "water", period: 7 } },
  parameters: { api: goalServer({ create: "tooMany" }) },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Target (glasses)"), "8");
    await userEvent.click(canvas.getByRole("button", { name: "Set the goal" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  args: { params: { ...params, dataValue: "water", period: 7 } },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByLabelText("Target (glasses)"), "8");
    await userEvent.click(canvas.getByRole("button", { name: "Set the goal" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({ done: true, data: { goalId: "goal-3" } }),
    );
  },
};

/** A period outside 7, 15 and 30 is not preselected: the patient picks one. */
export const UnknownPeriodFr: Story = {
  globals: { locale: "fr" },
  args: { params: { ...params, period: 14 as never } },
};
