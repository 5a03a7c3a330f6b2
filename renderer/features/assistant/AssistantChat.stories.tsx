import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { assistantServer, assistantView } from "./assistantFixtures";
import { AssistantChat } from "./AssistantChat";

/** The conversation: history, token counter, example questions and the message box. */
const meta = {
  title: "Assistant/Chat",
  component: AssistantChat,
  args: { view: assistantView },
  parameters: { api: assistantServer() },
} satisfies Meta<typeof AssistantChat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = { globals: { locale: "en" } };

export const ConversationFr: Story = { globals: { locale: "fr" } };

export const Empty: Story = { globals: { locale: "en" }, args: { view: { ...assistantView, history: [] } } };

export const Unlimited: Story = {
  globals: { locale: "en" },
  args: { view: { ...assistantView, unlimited: true } },
};

export const NoMoreToken: Story = {
  globals: { locale: "en" },
  args: { view: { ...assistantView, freeTokens: 0, boughtTokens: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("assistant-no-token")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Buy messages" })).toHaveAttribute(
      "href",
      "/app/patient/rewards",
    );
  },
};

export const Unavailable: Story = {
  globals: { locale: "en" },
  parameters: { api: assistantServer({ send: "unavailable" }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "How are my goals going?" }));
    await expect(await canvas.findByTestId("assistant-unavailable")).toBeVisible();
  },
};

export const CounterOverLimit: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText("Your message"));
    await userEvent.paste("a".repeat(1001));
    await expect(canvas.getByTestId("assistant-counter")).toHaveAttribute("data-state", "over");
    await expect(canvas.getByRole("button", { name: "Send" })).toBeDisabled();
  },
};
