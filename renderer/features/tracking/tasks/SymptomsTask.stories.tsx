import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { inTaskCard } from "../../../test/inTaskCard";
import { trackingApi } from "../symptomFixtures";
import { SymptomsTask } from "./SymptomsTask";

/**
 * SYMPTOMS: an intensity 0-5 for every recurring symptom (here Migraine and Back pain), details
 * on tap, send disabled until all are set.
 */
const meta = {
  title: "Tasks/SYMPTOMS",
  component: SymptomsTask,
  args: { params: { question: "How are your symptoms today?" }, complete: fn(), submitted: false },
  parameters: { api: trackingApi() },
  render: inTaskCard("story-symptoms", "SYMPTOMS", { title: "Symptom check-in" }),
} satisfies Meta<typeof SymptomsTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" }, args: { params: {} } };

/** One symptom rated and its details open; send still disabled. */
export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const migraine = await canvas.findByRole("group", { name: "Migraine" });
    await userEvent.click(within(migraine).getByRole("radio", { name: "4 of 5" }));
    await expect(canvas.getByLabelText("Type of migraine")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Send" })).toBeDisabled();
  },
};

export const FilledFr: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    const migraine = await canvas.findByRole("group", { name: "Migraine" });
    await userEvent.click(within(migraine).getByRole("radio", { name: "2 sur 5" }));
  },
};

/** A patient following no symptom yet picks some from the catalogue first. */
export const NoRecurringSymptom: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ recurring: [] }) },
  args: { params: { suggestedSymptoms: ["ANXIETY"] } },
};

export const NoRecurringSymptomFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: trackingApi({ recurring: [] }) },
};

export const Loading: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ delayMs: 600_000 }) },
};

export const ErrorLoadFailed: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ failReads: { status: 503, code: "SERVICE_UNAVAILABLE" } }) },
};

export const ErrorSendFailed: Story = {
  globals: { locale: "fr" },
  parameters: { api: trackingApi({ failWrites: { status: 400, code: "VALIDATION_FAILED" } }) },
  play: async ({ canvas }) => {
    await userEvent.click(
      within(await canvas.findByRole("group", { name: "Migraine" })).getByRole("radio", { name: "3 sur 5" }),
    );
    await userEvent.click(
      within(canvas.getByRole("group", { name: "Mal de dos" })).getByRole("radio", { name: "0 sur 5" }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      within(await canvas.findByRole("group", { name: "Migraine" })).getByRole("radio", { name: "3 of 5" }),
    );
    await userEvent.click(
      within(canvas.getByRole("group", { name: "Back pain" })).getByRole("radio", { name: "1 of 5" }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({
        done: true,
        data: {
          events: [
            expect.objectContaining({ symptom: "MIGRAINE", intensity: 3 }),
            expect.objectContaining({ symptom: "BACK_PAIN", intensity: 1 }),
          ],
        },
      }),
    );
  },
};
