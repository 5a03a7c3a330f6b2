import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { communityServer } from "./communityFeedFixtures";
import { CommentsSection } from "./CommentsSection";

/** An event's comments: opened on demand, a 4-line field, waiting for moderation, delete one's own. */
const meta = {
  title: "Community/Comments",
  component: CommentsSection,
  parameters: { api: communityServer() },
  globals: { locale: "en" },
  args: { eventId: "event-1", commentCounter: 1 },
} satisfies Meta<typeof CommentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Opened: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "1 comment" }));
    await expect(await canvas.findByText("Thank you, I will try it.")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { api: communityServer({ comments: [] }) },
  args: { commentCounter: 0 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Comments" }));
    await expect(await canvas.findByText("No comment yet")).toBeVisible();
  },
};

export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "1 comment" }));
    await userEvent.type(await canvas.findByLabelText("Your comment"), "Me too");
    await userEvent.click(canvas.getByRole("button", { name: "Comment" }));
    await expect(await canvas.findByTestId("comment-waiting")).toBeVisible();
  },
};
