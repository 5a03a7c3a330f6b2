import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { fail, type MockRoutes } from "../../test/mockApi";
import { reminderApi } from "./reminderFixtures";
import { ReminderSettings } from "./ReminderSettings";

/** The daily reminder on the profile settings: by e-mail, by notification, and its hour. */
const meta = {
  title: "Settings/Reminders",
  component: ReminderSettings,
  parameters: { api: reminderApi() },
} satisfies Meta<typeof ReminderSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = { globals: { locale: "en" } };

export const EmailOnFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: reminderApi({ email: true, push: false, time: "08:15" }) },
};

export const EmailOnEs: Story = {
  globals: { locale: "es" },
  parameters: { api: reminderApi({ email: true, push: true, time: "21:00" }) },
};

export const Saved: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByLabelText("By e-mail"));
    await userEvent.click(canvas.getByRole("button", { name: "Save the reminder" }));
    await waitFor(() => expect(canvas.getByText("Reminder saved")).toBeVisible());
  },
};

/** Saving fails: the form says so and keeps what was typed. */
export const ErrorSaveFailed: Story = {
  globals: { locale: "it" },
  parameters: {
    api: {
      ...reminderApi(),
      "PUT /api/patient/reminders": () => fail(500, "INTERNAL_ERROR", "Server error"),
    } satisfies MockRoutes,
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByLabelText("Via e-mail"));
    await userEvent.click(canvas.getByRole("button", { name: "Salva il promemoria" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
    await expect(canvas.getByLabelText("Via e-mail")).toBeChecked();
  },
};
