import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { communityEvent, communityServer } from "./communityFeedFixtures";
import { ReactionBar } from "./ReactionBar";

/** Reactions: smile and thumb up by default, those given, the rest behind "add reaction". */
const meta = {
  title: "Community/Reaction bar",
  component: ReactionBar,
  parameters: { api: communityServer() },
  globals: { locale: "en" },
  args: { event: communityEvent() },
} satisfies Meta<typeof ReactionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReactions: Story = {};

export const NoReactionYet: Story = {
  args: { event: communityEvent({ reactions: { counts: {}, mine: null } }) },
};

export const AllSeven: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add reaction" }));
    await expect(canvas.getByRole("button", { name: "Thumb down: 0" })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { event: communityEvent({ noReaction: true }) },
};
