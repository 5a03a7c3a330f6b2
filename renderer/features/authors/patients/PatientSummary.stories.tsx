import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ApiError } from "../../../app/api/ApiError";
import { withProCatalog } from "../../../test/pro/withProCatalog";
import { PatientSummary } from "./PatientSummary";
import "../../../app/pro/pro.css";
import "./patients.css";

/** The assistant's summary for the author: before asking, while writing, written, failed. */
const meta = {
  title: "Pro/Patients/Summary",
  component: PatientSummary,
  decorators: [withProCatalog],
  args: { summary: undefined, pending: false, error: null, onAsk: fn() },
  globals: { locale: "en" },
} satisfies Meta<typeof PatientSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAsked: Story = {};
export const Writing: Story = { args: { pending: true } };
export const Written: Story = {
  args: {
    summary: {
      builtIn: true,
      text: "Built-in assistant (no AI service connected): a summary of this patient's own data.\n\nSymptoms over the last 30 days: Migraine: 3 check-ins, average intensity 3/5.",
      generatedAt: "2026-11-26T10:00:00.000Z",
    },
  },
};
export const Unavailable: Story = {
  args: {
    error: new ApiError({
      status: 503,
      code: "ASSISTANT_UNAVAILABLE",
      serverMessage: "The assistant cannot be reached",
    }),
  },
};
