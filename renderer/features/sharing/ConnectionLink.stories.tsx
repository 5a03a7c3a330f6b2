import type { Meta, StoryObj } from "@storybook/react-vite";
import { connections } from "./sharingFixtures";
import { ConnectionLink } from "./ConnectionLink";

/** The link a patient hands a doctor, its copy button and its QR code. */
const meta = {
  title: "Sharing/Connection link",
  component: ConnectionLink,
  args: { connection: connections[0]!, onCopy: () => {} },
  globals: { locale: "en" },
} satisfies Meta<typeof ConnectionLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithQrCode: Story = {};
export const InSpanish: Story = { globals: { locale: "es" } };
