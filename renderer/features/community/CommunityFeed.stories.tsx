import type { Meta, StoryObj } from "@storybook/react-vite";
import { communityServer } from "./communityFeedFixtures";
import { CommunityFeed } from "./CommunityFeed";

/** A community's feed, and its "no message" state. */
const meta = {
  title: "Community/Feed",
  component: CommunityFeed,
  parameters: { api: communityServer() },
  globals: { locale: "en" },
  args: { groupName: "all" },
} satisfies Meta<typeof CommunityFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessages: Story = {};

export const Empty: Story = { parameters: { api: communityServer({ feed: [] }) } };
