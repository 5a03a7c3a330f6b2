import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { MessageComposer } from "./MessageComposer";

/** The message box and its length/1000 counter, red near and over the limit. */
const meta = {
  title: "Assistant/Message composer",
  component: MessageComposer,
  args: { onSend: fn() },
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = { globals: { locale: "en" } };

export const NearLimit: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText("Your message"));
    await userEvent.paste("a".repeat(950));
    await expect(canvas.getByTestId("assistant-counter")).toHaveAttribute("data-state", "near");
  },
};

export const Sends: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("Your message"), "Hello");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(args.onSend).toHaveBeenCalledWith("Hello");
  },
};
