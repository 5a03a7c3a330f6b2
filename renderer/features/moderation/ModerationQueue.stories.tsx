import type { Meta, StoryObj } from "@storybook/react-vite";
import { communityServer, moderationItems } from "../community/communityFeedFixtures";
import { ModerationQueue } from "./ModerationQueue";

/** The moderation queue: each waiting message or comment to validate or refuse. */
const meta = {
  title: "Community/Moderation queue",
  component: ModerationQueue,
  parameters: { api: communityServer() },
  globals: { locale: "en" },
  args: { items: moderationItems },
} satisfies Meta<typeof ModerationQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};

export const Empty: Story = { args: { items: [] } };
