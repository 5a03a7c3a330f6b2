import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { assistantServer } from "./assistantFixtures";
import { AssistantConsent } from "./AssistantConsent";

/** The consent screen the assistant shows first. */
const meta = {
  title: "Assistant/Consent",
  component: AssistantConsent,
  parameters: { api: assistantServer({ view: { consented: false } }) },
} satisfies Meta<typeof AssistantConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Consent: Story = { globals: { locale: "en" } };

export const ConsentIt: Story = { globals: { locale: "it" } };

export const Checked: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Start chatting" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("checkbox"));
    await expect(canvas.getByRole("button", { name: "Start chatting" })).toBeEnabled();
  },
};
