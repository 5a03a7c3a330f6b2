import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { FIXTURE_DATE } from "../../../test/fixtures";
import { inTaskCard } from "../../../test/inTaskCard";
import { trackingApi } from "../trackingFixtures";
import { DayActivityTask } from "./DayActivityTask";

/** DAY_ACTIVITY: how active the day was, one of the activity levels of the data value. */
const meta = {
  title: "Tasks/DAY_ACTIVITY",
  component: DayActivityTask,
  args: { params: { dataValue: "activityLevel" }, complete: fn(), submitted: false },
  render: inTaskCard("story-day-activity", "DAY_ACTIVITY", {
    title: "Your day",
    description: "Every bit of movement counts.",
  }),
  parameters: { api: trackingApi() },
} satisfies Meta<typeof DayActivityTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: trackingApi({ locale: "fr" }) },
};

export const Filled: Story = {
  globals: { locale: "en" },
  parameters: {
    api: trackingApi({ entries: [{ value: "activityLevel", date: FIXTURE_DATE, intensity: 2 }] }),
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "Active" }));
    await userEvent.click(canvas.getByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({
        done: true,
        data: { value: "activityLevel", intensity: 3 },
      }),
    );
  },
};

export const ErrorLoadFailedFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: trackingApi({ failCatalogue: true }) },
};
