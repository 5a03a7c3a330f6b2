import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { ok, type MockRoutes } from "../../../test/mockApi";
import { ForgotPasswordForm } from "./ForgotPasswordForm";

/** Asking for a password reset link: the same words follow for any address. */
const meta = {
  title: "Accounts/Forgot password",
  component: ForgotPasswordForm,
  parameters: {
    api: {
      "POST /api/auth/password/forgot": ({ body }) => ok({ email: body.email.toLowerCase() }, 202),
    } satisfies MockRoutes,
  },
  globals: { locale: "en" },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const LinkSent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Email"), "sam@example.org");
    await userEvent.click(canvas.getByRole("button", { name: "Send me a link" }));
    await expect(await canvas.findByText(/If an account uses sam@example.org/)).toBeVisible();
  },
};
