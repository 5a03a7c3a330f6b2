import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { fail, ok, type MockRoutes } from "../../../test/mockApi";
import { ChangePasswordForm } from "./ChangePasswordForm";

/** Changing the password in the settings, given the current one. */
const meta = {
  title: "Accounts/Change password",
  component: ChangePasswordForm,
  parameters: {
    api: {
      "POST /api/auth/password/change": ({ body }) =>
        body.currentPassword === "the right one" ? ok({}) : fail(403, "WRONG_PASSWORD", "Wrong password"),
    } satisfies MockRoutes,
  },
  globals: { locale: "en" },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptyIt: Story = { globals: { locale: "it" } };

const fill = async (canvas: Parameters<NonNullable<Story["play"]>>[0]["canvas"], current: string) => {
  await userEvent.type(canvas.getByLabelText("Current password"), current);
  await userEvent.type(canvas.getByLabelText("New password"), "a brand new one");
  await userEvent.click(canvas.getByRole("button", { name: "Change my password" }));
};

export const Changed: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, "the right one");
    await expect(await canvas.findByText(/Your other sessions are signed out/)).toBeVisible();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, "not this one");
    await expect(await canvas.findByText("Wrong password.")).toBeVisible();
  },
};
