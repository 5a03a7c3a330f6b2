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

/** The program runs: never "goal reached" before its last day. */
const running = { ...followUp, status: "INPROGRESS" as const, success: false };

export const InProgress: Story = { args: { followUp: running } };

/** Over since its last day, goal reached: waiting for the patient to validate it. */
export const WaitingForValidation: Story = { args: { followUp: { ...followUp, completion: 100 } } };

export const Done: Story = { args: { followUp: { ...followUp, completion: 100, status: "DONE" } } };

export const NotJoined: Story = { args: { followUp: { ...followUp, status: null, subscriptionId: null } } };

export const InProgressIt: Story = { args: { followUp: running }, globals: { locale: "it" } };
