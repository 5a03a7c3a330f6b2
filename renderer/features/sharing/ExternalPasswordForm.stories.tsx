import type { Meta, StoryObj } from "@storybook/react-vite";
import { ExternalPasswordForm } from "./ExternalPasswordForm";

/** The password of a protected connection. */
const meta = {
  title: "Sharing/External password",
  component: ExternalPasswordForm,
  args: { onSubmit: () => {} },
  globals: { locale: "en" },
} satisfies Meta<typeof ExternalPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Wrong: Story = { args: { error: "Wrong password." } };
export const Sending: Story = { args: { pending: true } };
