import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { fail } from "../../../test/mockApi";
import { ResetPasswordForm } from "./ResetPasswordForm";

/** The new password of a reset link, and what an expired link says. */
const meta = {
  title: "Accounts/Reset password",
  component: ResetPasswordForm,
  args: { token: "story-token", onDone: () => {} },
  parameters: {
    api: {
      "POST /api/auth/password/reset": () =>
        fail(410, "RESET_LINK_EXPIRED", "This password reset link has expired"),
    },
  },
  globals: { locale: "en" },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptyEs: Story = { globals: { locale: "es" } };

export const LinkExpired: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("New password"), "a new password");
    await userEvent.click(canvas.getByRole("button", { name: "Save my new password" }));
    await expect(await canvas.findByRole("link", { name: "Ask for a new link" })).toBeVisible();
  },
};
