import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { premiumServer } from "../../programs/endOfStudyFixtures";
import { AuthorSubscriptionPicker } from "./AuthorSubscriptionPicker";

/** The full-screen author-subscription picker: four tiles, highlighted when the balance covers them. */
const meta = {
  title: "Premium/Author subscription picker",
  component: AuthorSubscriptionPicker,
  args: { autorId: "coach-lea", onClose: fn(), onSubscribed: fn(), newKey: () => "story-key-0001" },
  parameters: { api: premiumServer() },
} satisfies Meta<typeof AuthorSubscriptionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tiles: Story = { globals: { locale: "en" } };

export const TilesFr: Story = { globals: { locale: "fr" } };

export const NotEnough: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId("premium-tile-12"));
    await expect(canvas.getByTestId("premium-not-enough")).toBeVisible();
  },
};

export const Failed: Story = {
  globals: { locale: "en" },
  parameters: { api: premiumServer({ subscribe: "error" }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId("premium-tile-1"));
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe for 1 month" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByTestId("premium-tile-3"));
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe for 3 months" }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
