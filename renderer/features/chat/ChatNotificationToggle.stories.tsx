import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { useT } from "../../app/i18n/useT";
import { ChatNotificationToggle, type ChatNotificationToggleProps } from "./ChatNotificationToggle";

/** The patient's toggle, with its words from the catalogs. */
function PatientToggle(props: Omit<ChatNotificationToggleProps, "label" | "hint">) {
  const t = useT();
  return (
    <ChatNotificationToggle
      {...props}
      label={t("chat.notification.label")}
      hint={t("chat.notification.hint", { name: "Léa Martin" })}
    />
  );
}

/** One side's notification toggle of a chat. */
const meta = {
  title: "Chat/Notification toggle",
  component: PatientToggle,
  args: { value: true, onChange: fn() },
  globals: { locale: "en" },
} satisfies Meta<typeof PatientToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "Notify me of new messages" }));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Off: Story = { args: { value: false } };

export const Saving: Story = { args: { pending: true } };
