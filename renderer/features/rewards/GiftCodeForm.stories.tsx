import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { shopServer } from "./shopFixtures";
import { GiftCodeForm } from "./GiftCodeForm";

/** The gift-code tile: success in green, the error's text otherwise. */
const meta = {
  title: "Rewards/Gift code",
  component: GiftCodeForm,
  parameters: { api: shopServer() },
  globals: { locale: "en" },
} satisfies Meta<typeof GiftCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Accepted: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Enter your gift code"), "OUTCHI-DEMO");
    await userEvent.click(canvas.getByRole("button", { name: "Redeem" }));
    await expect(await canvas.findByTestId("gift-code-success")).toBeVisible();
  },
};

export const AlreadyUsed: Story = {
  parameters: { api: shopServer({ giftCode: "GIFT_CODE_USED" }) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Enter your gift code"), "outchi-demo");
    await userEvent.click(canvas.getByRole("button", { name: "Redeem" }));
    await expect(await canvas.findByTestId("gift-code-error")).toBeVisible();
  },
};
