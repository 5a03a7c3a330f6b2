import type { Meta, StoryObj } from "@storybook/react-vite";
import { connections, sharingServer } from "./sharingFixtures";
import { ConnectionItem } from "./ConnectionItem";

/** One connection in each status. */
const meta = {
  title: "Sharing/Connection",
  component: ConnectionItem,
  args: { connection: connections[0]!, onCopy: () => {}, onCopyLink: () => {}, onDelete: () => {} },
  parameters: { api: sharingServer() },
  globals: { locale: "en" },
  decorators: [(Story) => <ul className="sharing-list__items">{Story()}</ul>],
} satisfies Meta<typeof ConnectionItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Created: Story = {};
export const Active: Story = { args: { connection: connections[1]! } };
export const Expired: Story = { args: { connection: connections[2]! } };
export const Deleting: Story = { args: { deleting: true } };
