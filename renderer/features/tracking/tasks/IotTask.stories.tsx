import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { inTaskCard } from "../../../test/inTaskCard";
import type { PatientInfoView } from "../../../../card-schemas";
import { fail, ok, type MockRoutes } from "../../../test/mockApi";
import { IotTask } from "./IotTask";

const empty: PatientInfoView = { phone: null, consent: false, createdAt: null };
const api = (saved = empty): MockRoutes => ({
  "GET /api/patient/patientInfo": () => ok(saved),
  "PUT /api/patient/patientInfo": ({ body: { phone, consent } }) => {
    const international = phone?.startsWith("0") ? `+33${phone.replace(/\s/g, "").slice(1)}` : phone;
    return ok({ phone: international, consent, createdAt: "2025-03-10T10:00:00.000Z" });
  },
});

/** IOT: the telephone number (type tel) and the NUMERO_CALL consent to be called on it. */
const meta = {
  title: "Tasks/IOT",
  component: IotTask,
  args: {
    params: { prompt: "Your care team may call you about your connected devices." },
    complete: fn(),
    submitted: false,
  },
  render: inTaskCard("story-iot", "IOT", { title: "Your phone number" }),
  parameters: { api: api() },
} satisfies Meta<typeof IotTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const Filled: Story = {
  globals: { locale: "fr" },
  parameters: { api: api({ phone: "+33612345678", consent: true, createdAt: "2025-03-01T09:00:00.000Z" }) },
};

export const ErrorInvalidNumber: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Telephone number"), "12345");
    await expect(canvas.getByText("Enter a valid telephone number.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Done" })).toBeDisabled();
  },
};

export const ErrorLoadFailed: Story = {
  globals: { locale: "en" },
  parameters: {
    api: { "GET /api/patient/patientInfo": () => fail(503, "SERVICE_UNAVAILABLE") } satisfies MockRoutes,
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByLabelText("Telephone number"), "0612345678");
    await userEvent.click(canvas.getByRole("checkbox", { name: "I agree to be called on this number." }));
    await userEvent.click(canvas.getByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({
        done: true,
        data: { phone: "+33612345678", consent: true },
      }),
    );
  },
};
