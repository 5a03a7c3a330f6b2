import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { FIXTURE_DATE } from "../../../test/fixtures";
import { inTaskCard } from "../../../test/inTaskCard";
import { trackingApi } from "../trackingFixtures";
import { HydrationTask } from "./HydrationTask";

/** HYDRATION: glasses of water today with + and −, from what is already recorded, against a goal. */
const meta = {
  title: "Tasks/HYDRATION",
  component: HydrationTask,
  args: { params: { dataValue: "water", targetGlasses: 8 }, complete: fn(), submitted: false },
  render: inTaskCard("story-hydration", "HYDRATION", {
    title: "Drink water",
    description: "A glass every couple of hours keeps headaches away.",
  }),
  parameters: { api: trackingApi() },
} satisfies Meta<typeof HydrationTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: trackingApi({ locale: "fr" }) },
};

export const Filled: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ entries: [{ value: "water", date: FIXTURE_DATE, intensity: 5 }] }) },
};

export const GoalReachedFr: Story = {
  globals: { locale: "fr" },
  parameters: {
    api: trackingApi({ locale: "fr", entries: [{ value: "water", date: FIXTURE_DATE, intensity: 9 }] }),
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Add a glass" }));
    await userEvent.click(canvas.getByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({ done: true, data: { value: "water", intensity: 1 } }),
    );
  },
};

export const ErrorLoadFailed: Story = {
  globals: { locale: "fr" },
  parameters: { api: trackingApi({ failCatalogue: true }) },
};
