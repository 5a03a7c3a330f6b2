import type { Meta, StoryObj } from "@storybook/react-vite";
import { sharingServer } from "./sharingFixtures";
import { AccessLog } from "./AccessLog";

/** A connection's outside reads: when, and whether each succeeded. */
const meta = {
  title: "Sharing/Access log",
  component: AccessLog,
  args: { connectionId: "c1", name: "Dr Martin" },
  parameters: { api: sharingServer() },
  globals: { locale: "en" },
} satisfies Meta<typeof AccessLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reads: Story = {};
export const Empty: Story = { parameters: { api: sharingServer({ emptyLog: true }) } };
export const Failed: Story = { parameters: { api: {} } };
