import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { FIXTURE_DATE } from "../../../test/fixtures";
import { inTaskCard } from "../../../test/inTaskCard";
import { trackingApi } from "../trackingFixtures";
import { WalkTask } from "./WalkTask";

/** WALK: steps or minutes walked today with − and +, against a goal, recorded as daily activity. */
const meta = {
  title: "Tasks/WALK",
  component: WalkTask,
  args: { params: { dataValue: "steps", measure: "steps", target: 6000 }, complete: fn(), submitted: false },
  render: inTaskCard("story-walk", "WALK", {
    title: "A walk today",
    description: "Ten minutes of walking already count.",
  }),
  parameters: { api: trackingApi() },
} satisfies Meta<typeof WalkTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: trackingApi({ locale: "fr" }) },
};

export const Filled: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ entries: [{ value: "steps", date: FIXTURE_DATE, intensity: 4200 }] }) },
};

export const GoalReachedFr: Story = {
  globals: { locale: "fr" },
  parameters: {
    api: trackingApi({ locale: "fr", entries: [{ value: "steps", date: FIXTURE_DATE, intensity: 7500 }] }),
  },
};

export const MinutesFr: Story = {
  globals: { locale: "fr" },
  args: { params: { dataValue: "activityMinutes", measure: "minutes", target: 30 } },
  parameters: { api: trackingApi({ locale: "fr" }) },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "More" }));
    await userEvent.click(canvas.getByRole("button", { name: "More" }));
    await userEvent.click(canvas.getByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({ done: true, data: { value: "steps", intensity: 1000 } }),
    );
  },
};

export const ErrorLoadFailed: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ failCatalogue: true }) },
};
