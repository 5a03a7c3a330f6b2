import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { assistantServer } from "./assistantFixtures";
import { NoMoreToken } from "./NoMoreToken";

/** NO_MORE_TOKEN: the bot's message, the way to buy messages and the 3-month OutchiIA upsell. */
const meta = {
  title: "Assistant/No more token",
  component: NoMoreToken,
  args: { onSubscribed: fn() },
  parameters: { api: assistantServer() },
} satisfies Meta<typeof NoMoreToken>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upsell: Story = { globals: { locale: "en" } };

export const UpsellEs: Story = { globals: { locale: "es" } };

export const Picker: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "See the subscription" }));
    await expect(await canvas.findByRole("dialog")).toBeVisible();
  },
};
