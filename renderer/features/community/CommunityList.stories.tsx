import type { Meta, StoryObj } from "@storybook/react-vite";
import { communities } from "./communityFeedFixtures";
import { CommunityList } from "./CommunityList";

/** The community list: my messages, all, one per recurring symptom, unread dots. */
const meta = {
  title: "Community/Community list",
  component: CommunityList,
  globals: { locale: "en" },
  args: { items: communities },
} satisfies Meta<typeof CommunityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnread: Story = {};

export const AllRead: Story = {
  args: { items: communities.map((entry) => ({ ...entry, unread: false })) },
};
