import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { communityEvent, communityServer } from "./communityFeedFixtures";
import { MyMessages } from "./MyMessages";

const mine = [
  communityEvent({ id: "mine-1", status: "to check", mine: true, reactions: { counts: {}, mine: null } }),
];

/** The patient's own messages; deleting one shows "deleted". */
const meta = {
  title: "Community/My messages",
  component: MyMessages,
  parameters: { api: communityServer({ mine }) },
  globals: { locale: "en" },
} satisfies Meta<typeof MyMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};

export const Deleted: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Delete my message" }));
    await expect(await canvas.findByTestId("event-deleted")).toBeVisible();
  },
};

export const Empty: Story = { parameters: { api: communityServer({ mine: [] }) } };
