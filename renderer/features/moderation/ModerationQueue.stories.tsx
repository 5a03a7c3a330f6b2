import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { communityServer, moderationItems } from "../community/communityFeedFixtures";
import { ModerationQueue } from "./ModerationQueue";

/**
 * The moderation queue: each waiting message, comment, question (with its options), answer (with its
 * question) or reported event, to validate or refuse; j and k move, v and r decide.
 */
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

export const WaitingFr: Story = { globals: { locale: "fr" } };

/** j moves the focus to the next item, shown with a ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.keyboard("jj");
    await expect(canvas.getByTestId("moderation-comment-waiting")).toHaveFocus();
  },
};

export const Empty: Story = { args: { items: [] } };
