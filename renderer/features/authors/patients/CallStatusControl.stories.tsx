import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { withProCatalog } from "../../../test/pro/withProCatalog";
import { CallStatusControl } from "./CallStatusControl";
import "../../../app/pro/pro.css";

/** The call status of a patient who consented to be called, and of one who did not. */
const meta = {
  title: "Pro/Patients/Call status",
  component: CallStatusControl,
  decorators: [withProCatalog],
  args: { call: { status: "TO_CALL", phone: "+33612345678" }, onChange: fn() },
  globals: { locale: "en" },
} satisfies Meta<typeof CallStatusControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToCall: Story = {};
export const NoCall: Story = { args: { call: { status: "NONE", phone: "+33612345678" } } };
export const Saving: Story = { args: { pending: true } };
export const NoConsent: Story = { args: { call: null } };
