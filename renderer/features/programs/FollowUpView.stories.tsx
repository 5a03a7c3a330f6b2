import type { Meta, StoryObj } from "@storybook/react-vite";
import { followUp } from "./programConditionFixtures";
import { FollowUpView } from "./FollowUpView";

/** The follow-up page's body: completion, status, rewards won. */
const meta = {
  title: "Programs/FollowUpView",
  component: FollowUpView,
  globals: { locale: "en" },
  args: { studyId: "stress-reset", title: "Three-day stress follow-up", followUp },
} satisfies Meta<typeof FollowUpView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};

export const WaitingForValidation: Story = {
  args: { followUp: { ...followUp, completion: 100, status: "WAITING_FOR_VALIDATION" } },
};

export const Done: Story = { args: { followUp: { ...followUp, completion: 100, status: "DONE" } } };

export const NotJoined: Story = { args: { followUp: { ...followUp, status: null, subscriptionId: null } } };

export const InProgressIt: Story = { globals: { locale: "it" } };
