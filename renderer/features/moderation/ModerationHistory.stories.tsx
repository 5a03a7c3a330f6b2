import type { Meta, StoryObj } from "@storybook/react-vite";
import { communityServer, moderationHistoryItems } from "../community/communityFeedFixtures";
import { ModerationHistory } from "./ModerationHistory";

/** The latest decisions of the moderation queue: who, when, why, and Undo. */
const meta = {
  title: "Community/Moderation history",
  component: ModerationHistory,
  parameters: { api: communityServer() },
  globals: { locale: "en" },
  args: { items: moderationHistoryItems },
} satisfies Meta<typeof ModerationHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decided: Story = {};

export const DecidedFr: Story = { globals: { locale: "fr" } };

export const Empty: Story = { args: { items: [] } };
