import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ApiError } from "../../../app/api/ApiError";
import { patientData } from "../proPatientFixtures";
import { withProCatalog } from "../../../test/pro/withProCatalog";
import { SeriesHistory } from "./SeriesHistory";
import "../../../app/pro/pro.css";
import "./patients.css";

/** One kind over 90 days: before asking, loading, shown, nothing recorded, failed. */
const meta = {
  title: "Pro/Patients/History",
  component: SeriesHistory,
  decorators: [withProCatalog],
  args: { result: undefined, pending: false, error: null, onShow: fn() },
  globals: { locale: "en" },
} satisfies Meta<typeof SeriesHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAsked: Story = {};
export const Loading: Story = { args: { pending: true } };
export const Shown: Story = {
  args: { result: { kind: "symptoms", from: "2026-08-29", to: "2026-11-26", series: patientData.symptoms } },
};
export const NothingRecorded: Story = {
  args: { result: { kind: "intakes", from: "2026-08-29", to: "2026-11-26", series: [] } },
};
export const Failed: Story = {
  args: { error: new ApiError({ status: 404, code: "NOT_FOUND", serverMessage: "No such patient" }) },
};
