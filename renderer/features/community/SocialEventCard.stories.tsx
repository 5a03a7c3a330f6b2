import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
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

/** Taken down or refused: its writer reads the admin's reason. */
export const RefusedWithReason: Story = {
  globals: { locale: "fr" },
  args: {
    event: communityEvent({ status: "refused", mine: true, moderationReason: "Conseil médical dangereux" }),
    onDelete: fn(),
  },
};

/** Another patient reports it to the moderators, with an optional reason. */
export const Reported: Story = {
  args: { event: communityEvent({ mine: false }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Report" }));
    await userEvent.type(canvas.getByLabelText("Why are you reporting this message? (optional)"), "Spam");
    await userEvent.click(canvas.getByRole("button", { name: "Send the report" }));
    await expect(await canvas.findByTestId("event-reported")).toBeVisible();
  },
};

export const ForAGuest: Story = { args: { onGuest: fn() } };
