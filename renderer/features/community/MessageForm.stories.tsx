import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { communityServer } from "./communityFeedFixtures";
import { MessageForm } from "./MessageForm";

/** The message form: once sent, "waiting for moderation" and the days remaining. */
const meta = {
  title: "Community/Message form",
  component: MessageForm,
  parameters: { api: communityServer() },
  globals: { locale: "en" },
  args: { groupName: "all", daysRemaining: 0 },
} satisfies Meta<typeof MessageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Your message"), "Hello everyone");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(await canvas.findByTestId("message-waiting")).toBeVisible();
  },
};

export const DaysRemaining: Story = { args: { daysRemaining: 3 } };

export const TooSoon: Story = {
  parameters: { api: communityServer({ tooSoon: 2 }) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Your message"), "Again");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(await canvas.findByTestId("message-days-remaining")).toBeVisible();
  },
};
