import type { Meta, StoryObj } from "@storybook/react-vite";
import { trackingApi } from "../symptomFixtures";
import { RecurringSymptoms } from "./RecurringSymptoms";

/** The patient's recurring symptoms in the goals-and-symptoms settings. */
const meta = {
  title: "Settings/RecurringSymptoms",
  component: RecurringSymptoms,
  parameters: { api: trackingApi() },
} satisfies Meta<typeof RecurringSymptoms>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Followed: Story = { globals: { locale: "en" } };

export const FollowedIt: Story = { globals: { locale: "it" } };

export const None: Story = { globals: { locale: "en" }, parameters: { api: trackingApi({ recurring: [] }) } };
