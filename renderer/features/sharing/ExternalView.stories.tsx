import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { sharingServer } from "./sharingFixtures";
import { ExternalView } from "./ExternalView";

/** A connection read from outside, in every state it can answer. */
const meta = {
  title: "Sharing/External view",
  component: ExternalView,
  args: { connectionKey: "k" },
  parameters: { api: sharingServer() },
  globals: { locale: "en" },
} satisfies Meta<typeof ExternalView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shared: Story = {};

export const AsksPassword: Story = { parameters: { api: sharingServer({ external: "password" }) } };

export const WrongPassword: Story = {
  parameters: { api: sharingServer({ external: "password" }) },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Password"), "a guess");
    await userEvent.click(canvas.getByRole("button", { name: "Open" }));
    await expect(
      await canvas.findByText("Wrong password. 3 tries left before a 15-minute wait."),
    ).toBeVisible();
  },
};

export const TooManyTries: Story = {
  parameters: { api: sharingServer({ external: "locked" }) },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Password"), "a guess");
    await userEvent.click(canvas.getByRole("button", { name: "Open" }));
    await expect(await canvas.findByTestId("external-error")).toBeVisible();
  },
};

export const NoLongerShared: Story = { parameters: { api: sharingServer({ external: "gone" }) } };

export const UnknownKey: Story = { parameters: { api: sharingServer({ external: "notFound" }) } };
