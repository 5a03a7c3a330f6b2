import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { communityEvent, communityServer } from "./communityFeedFixtures";
import { MyMessages } from "./MyMessages";

const mine = [
  communityEvent({ id: "mine-1", status: "to check", mine: true, reactions: { counts: {}, mine: null } }),
  communityEvent({
    id: "mine-2",
    status: "refused",
    mine: true,
    moderationReason: "Please do not share medical advice.",
    reactions: { counts: {}, mine: null },
  }),
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

/** One message waits, another was refused: its writer reads why. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId("event-refused")).toHaveTextContent(
      "Refused by moderation: Please do not share medical advice.",
    );
  },
};

export const Deleted: Story = {
  play: async ({ canvas }) => {
    const [first] = await canvas.findAllByRole("button", { name: "Delete my message" });
    await userEvent.click(first!);
    await expect(await canvas.findByTestId("event-deleted")).toBeVisible();
  },
};

export const Empty: Story = { parameters: { api: communityServer({ mine: [] }) } };
