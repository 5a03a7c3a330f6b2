import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { sharingServer } from "../../sharing/sharingFixtures";
import { DeleteAccount } from "./DeleteAccount";

/** "Delete my account" and its confirmation step. */
const meta = {
  title: "Sharing/Delete account",
  component: DeleteAccount,
  args: { onDeleted: () => {} },
  parameters: { api: sharingServer() },
  globals: { locale: "en" },
} satisfies Meta<typeof DeleteAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Confirming: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete my account" }));
    await expect(canvas.getByLabelText("Your password")).toBeVisible();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete my account" }));
    await userEvent.type(canvas.getByLabelText("Your password"), "wrong");
    await userEvent.click(canvas.getByRole("button", { name: "Delete for good" }));
    await expect(await canvas.findByText("Wrong password.")).toBeVisible();
  },
};
