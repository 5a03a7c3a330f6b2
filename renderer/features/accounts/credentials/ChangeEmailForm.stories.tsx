import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { ok, type MockRoutes } from "../../../test/mockApi";
import { ChangeEmailForm } from "./ChangeEmailForm";

/** Changing the email in the settings: a link goes to the new address first. */
const meta = {
  title: "Accounts/Change email",
  component: ChangeEmailForm,
  args: { email: "sam@example.org" },
  parameters: {
    api: {
      "POST /api/auth/email/change": ({ body }) => ok({ email: body.email.toLowerCase() }, 202),
    } satisfies MockRoutes,
  },
  globals: { locale: "en" },
} satisfies Meta<typeof ChangeEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const LinkSent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("New email"), "new@example.org");
    await userEvent.type(canvas.getByLabelText("Your password"), "my password");
    await userEvent.click(canvas.getByRole("button", { name: "Send a confirmation link" }));
    await expect(await canvas.findByText(/We sent a link to new@example.org/)).toBeVisible();
  },
};
