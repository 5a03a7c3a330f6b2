import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { sharingServer } from "./sharingFixtures";
import { ConnectionForm } from "./ConnectionForm";

/** The creation form: name, four toggles, expiry 90 days ahead by default, optional password. */
const meta = {
  title: "Sharing/Connection form",
  component: ConnectionForm,
  parameters: { api: sharingServer() },
  globals: { locale: "en" },
} satisfies Meta<typeof ConnectionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const French: Story = { globals: { locale: "fr" } };

export const Filled: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Name (who it is for)"), "Dr Martin");
    await userEvent.click(canvas.getByRole("switch", { name: "Triggers" }));
    await userEvent.type(canvas.getByLabelText("Password (optional)"), "a good password");
    await expect(canvas.getByRole("button", { name: "Create the connection" })).toBeEnabled();
  },
};
