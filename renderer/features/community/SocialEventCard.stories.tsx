import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { communityEvent, communityServer, pictureEvent } from "./communityFeedFixtures";
import { SocialEventCard } from "./SocialEventCard";

/** One message of a community, in each of its states. */
const meta = {
  title: "Community/Social event",
  component: SocialEventCard,
  parameters: { api: communityServer() },
  globals: { locale: "en" },
  args: { event: communityEvent() },
} satisfies Meta<typeof SocialEventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Validated: Story = {};

export const Picture: Story = { args: { event: pictureEvent } };

export const WaitingForModeration: Story = {
  args: { event: communityEvent({ status: "to check", mine: true }), onDelete: fn() },
};

export const Refused: Story = {
  args: { event: communityEvent({ status: "refused", mine: true }), onDelete: fn() },
};

export const ForAGuest: Story = { args: { onGuest: fn() } };
