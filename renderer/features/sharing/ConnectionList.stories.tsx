import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { sharingServer } from "./sharingFixtures";
import { ConnectionList } from "./ConnectionList";

/** The connections: not opened yet, opened, expired (marked, its long name cut at 30). */
const meta = {
  title: "Sharing/Connection list",
  component: ConnectionList,
  args: { copy: () => Promise.resolve() },
  parameters: { api: sharingServer() },
  globals: { locale: "en" },
} satisfies Meta<typeof ConnectionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {};

export const None: Story = { parameters: { api: sharingServer({ items: [] }) } };

export const KeyCopied: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Copy the key of Dr Martin" }));
    await expect(await canvas.findByText("Connection key copied")).toBeVisible();
  },
};

export const Removed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Delete Mum" }));
    await expect(await canvas.findByText("Removed")).toBeVisible();
  },
};

export const LogOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Access log of Dr Martin" }));
    await expect(await canvas.findByTestId("access-log")).toBeVisible();
  },
};
