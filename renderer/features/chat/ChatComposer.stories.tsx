import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { ChatComposer, type ChatComposerProps } from "./ChatComposer";
import { usePatientChatLabels } from "./usePatientChatLabels";

/** The box with the patient's words, from the catalogs. */
function PatientComposer(props: Omit<ChatComposerProps, "labels">) {
  return <ChatComposer {...props} labels={usePatientChatLabels("Léa Martin").composer} />;
}

/** The chat's message box: its length/1000 counter turns red past 1000, where sending is refused. */
const meta = {
  title: "Chat/Composer",
  component: PatientComposer,
  args: { onSend: fn(() => Promise.resolve()) },
  globals: { locale: "en" },
} satisfies Meta<typeof PatientComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};

export const Sending: Story = { args: { disabled: true } };

export const OverTheLimit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText("Your message"));
    await userEvent.paste("a".repeat(1001));
    await expect(canvas.getByTestId("chat-counter")).toHaveAttribute("data-over", "true");
    await expect(canvas.getByRole("button", { name: "Send" })).toBeDisabled();
  },
};

export const Sends: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("Your message"), "Hello");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(args.onSend).toHaveBeenCalledWith("Hello");
  },
};
