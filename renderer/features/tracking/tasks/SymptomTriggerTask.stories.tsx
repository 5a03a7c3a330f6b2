import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import type { SymptomTriggerTaskParams } from "../../../../card-schemas";
import { FIXTURE_DATE } from "../../../test/fixtures";
import { inTaskCard } from "../../../test/inTaskCard";
import { trackingApi } from "../symptomFixtures";
import { SymptomTriggerTask } from "./SymptomTriggerTask";

const params: SymptomTriggerTaskParams = {
  symptom: "MIGRAINE",
  triggers: [
    { id: "stress", label: "Stress" },
    { id: "sleep", label: "Lack of sleep" },
    { id: "screens", label: "Screens" },
    { id: "alcohol", label: "Alcohol" },
  ],
};

/** This morning's migraine, which the card asks the triggers of. */
const todaysMigraine = {
  id: "event-1",
  symptom: "MIGRAINE",
  intensity: 3,
  date: FIXTURE_DATE,
  variables: {},
  createdAt: `${FIXTURE_DATE}T07:00:00.000Z`,
};

const withEvent = trackingApi({ events: [todaysMigraine] });

/**
 * SYMMTOM_TRIGGER_CARD: triggers saved in the `triggers` variable of today's migraine event; with
 * no event yet the card asks its intensity first.
 */
const meta = {
  title: "Tasks/SYMMTOM_TRIGGER_CARD",
  component: SymptomTriggerTask,
  args: { params, complete: fn(), submitted: false },
  parameters: { api: withEvent },
  render: inTaskCard("story-triggers", "SYMMTOM_TRIGGER_CARD", { title: "Your triggers" }),
} satisfies Meta<typeof SymptomTriggerTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Stress" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Screens" }));
    await expect(canvas.getByRole("button", { name: "Send" })).toBeEnabled();
  },
};

/** No migraine recorded today: the card asks its intensity too. */
export const NoEventYet: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ events: [] }) },
};

export const NoEventYetFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: trackingApi({ events: [] }) },
};

export const ErrorSendFailed: Story = {
  globals: { locale: "en" },
  parameters: {
    api: trackingApi({
      events: [todaysMigraine],
      failWrites: { status: 404, code: "NOT_FOUND" },
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Alcohol" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Lack of sleep" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({
        done: true,
        data: { symptom: "MIGRAINE", triggers: ["sleep"], eventId: "event-1" },
      }),
    );
  },
};
