import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { lostSerieCard, noticeApi } from "../noticeFixtures";
import { CardView } from "../../../cards/CardView";
import { LostStreakCard } from "./LostStreakCard";

/** LOST_SERIE: the streak was lost yesterday; the LOST_SERIE power restores it for rewards. */
const meta = {
  title: "Cards/LOST_SERIE",
  component: LostStreakCard,
  args: { card: lostSerieCard, complete: fn() },
  render: ({ card, complete }) => <CardView card={card} complete={complete} />,
  parameters: { api: noticeApi() },
} satisfies Meta<typeof LostStreakCard>;

export default meta;

const withoutLength = { ...lostSerieCard, streakDays: undefined };
type Story = StoryObj<typeof meta>;

export const Filled: Story = { globals: { locale: "en" } };

export const FilledFr: Story = { globals: { locale: "fr" } };

export const Empty: Story = {
  globals: { locale: "en" },
  args: { card: withoutLength },
};

export const ErrorNotEnoughRewards: Story = {
  globals: { locale: "en" },
  parameters: { api: noticeApi({ balance: 10 }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Restore my streak" }));
    await expect(await canvas.findByTestId("lost-serie-not-enough")).toBeVisible();
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Restore my streak" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({
        done: true,
        data: { power: "LOST_SERIE", restoredDay: "2025-03-13" },
      }),
    );
  },
};

export const DoneFr: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Restaurer ma série" }));
  },
};

/** The patient holds two powers bought in the shop: the card uses one, no rewards spent. */
export const FilledWithHeldPowers: Story = {
  globals: { locale: "en" },
  parameters: { api: noticeApi({ balance: 0, powers: 2 }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("button", { name: "Use a power “Streak saver” (2 held)" }),
    ).toBeEnabled();
  },
};
