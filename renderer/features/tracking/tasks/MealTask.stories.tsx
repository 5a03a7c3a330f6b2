import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { inTaskCard } from "../../../test/inTaskCard";
import { trackingApi } from "../trackingFixtures";
import { MealTask } from "./MealTask";

/** MEAL: which meal, what was on the plate, how balanced; the day keeps every meal. */
const meta = {
  title: "Tasks/MEAL",
  component: MealTask,
  args: { params: { dataValue: "mealBalance" }, complete: fn(), submitted: false },
  render: inTaskCard("story-meal", "MEAL", {
    title: "Your meal",
    description: "Half a plate of vegetables makes a balanced meal.",
  }),
  parameters: { api: trackingApi() },
} satisfies Meta<typeof MealTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: trackingApi({ locale: "fr" }) },
};

export const LunchFr: Story = {
  globals: { locale: "fr" },
  args: { params: { dataValue: "mealBalance", meal: "lunch" } },
  parameters: { api: trackingApi({ locale: "fr" }) },
};

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "Dinner" }));
    await userEvent.click(canvas.getByRole("button", { name: "Vegetables" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Well" }));
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  args: { params: { dataValue: "mealBalance", meal: "lunch" } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Vegetables" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Very well" }));
    await userEvent.click(canvas.getByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({
        done: true,
        data: { value: "mealBalance", meal: "lunch", balance: 5, groups: ["vegetables"] },
      }),
    );
  },
};

export const ErrorLoadFailed: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ failCatalogue: true }) },
};
