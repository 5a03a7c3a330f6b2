import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { goalServer } from "./goalFixtures";
import { GoalsTile } from "./GoalsTile";

/** The home page's goals: the ones in progress and the add button, hidden at 10. */
const meta = {
  title: "Home/Goals",
  component: GoalsTile,
  parameters: { api: goalServer({ inProgress: 2 }) },
} satisfies Meta<typeof GoalsTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = { globals: { locale: "en" } };

export const InProgressFr: Story = { globals: { locale: "fr" } };

export const Empty: Story = { globals: { locale: "en" }, parameters: { api: goalServer({ inProgress: 0 }) } };

/** Ten goals in progress: no add button. */
export const Full: Story = { globals: { locale: "fr" }, parameters: { api: goalServer({ inProgress: 10 }) } };

export const Adding: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Add a goal" }));
    await expect(await canvas.findByRole("button", { name: "Set the goal" })).toBeDisabled();
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Add a goal" }));
    await userEvent.selectOptions(await canvas.findByLabelText("What to follow"), "water");
    await userEvent.click(canvas.getByRole("button", { name: "7 days" }));
    await userEvent.type(canvas.getByLabelText("Target (glasses)"), "8");
    await userEvent.click(canvas.getByRole("button", { name: "Set the goal" }));
  },
};
