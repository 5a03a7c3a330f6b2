import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { inTaskCard } from "../../../test/inTaskCard";
import { trackingApi } from "../symptomFixtures";
import { MedicationIntakeTask } from "./MedicationIntakeTask";

/** MEDICATION_INTAKE: a medication of the catalogue, the time (now by default), an optional efficiency 0-5. */
const meta = {
  title: "Tasks/MEDICATION_INTAKE",
  component: MedicationIntakeTask,
  args: { params: {}, complete: fn(), submitted: false },
  parameters: { api: trackingApi() },
  render: inTaskCard("story-medication", "MEDICATION_INTAKE", { title: "Medication" }),
} satisfies Meta<typeof MedicationIntakeTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByRole("combobox", { name: "Medication" }), "IBUPROFEN");
    await userEvent.click(canvas.getByRole("radio", { name: "3 of 5" }));
    await expect(canvas.getByRole("button", { name: "Record the intake" })).toBeEnabled();
  },
};

/** The card's own short list, without the efficiency question. */
export const ShortListFr: Story = {
  globals: { locale: "fr" },
  args: {
    params: {
      question: "Quel traitement de crise ?",
      medications: ["SUMATRIPTAN", "IBUPROFEN"],
      askEfficiency: false,
    },
  },
};

export const ErrorSendFailed: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ failWrites: { status: 400, code: "VALIDATION_FAILED" } }) },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByRole("combobox", { name: "Medication" }), "PARACETAMOL");
    await userEvent.click(canvas.getByRole("button", { name: "Record the intake" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

export const ErrorLoadFailed: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ failReads: { status: 503, code: "SERVICE_UNAVAILABLE" } }) },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(await canvas.findByRole("combobox", { name: "Medication" }), "PARACETAMOL");
    await userEvent.click(canvas.getByRole("radio", { name: "5 of 5" }));
    await userEvent.click(canvas.getByRole("button", { name: "Record the intake" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({
        done: true,
        data: expect.objectContaining({ medicationID: "PARACETAMOL", efficiency: 5 }),
      }),
    );
  },
};
