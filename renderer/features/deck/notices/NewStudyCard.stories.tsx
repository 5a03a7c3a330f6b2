import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { newStudyCard, noticeApi } from "../noticeFixtures";
import { CardView } from "../../../cards/CardView";
import { NewStudyCard } from "./NewStudyCard";

/** NEW_STUDY: a study just published; its page and a Join button. */
const meta = {
  title: "Cards/NEW_STUDY",
  component: NewStudyCard,
  args: { card: newStudyCard, complete: fn() },
  render: ({ card, complete }) => <CardView card={card} complete={complete} />,
  parameters: { api: noticeApi() },
} satisfies Meta<typeof NewStudyCard>;

export default meta;

const minimal = { ...newStudyCard, description: undefined, logoLink: undefined, maxReward: undefined };
type Story = StoryObj<typeof meta>;

export const Filled: Story = { globals: { locale: "en" } };

export const FilledFr: Story = {
  globals: { locale: "fr" },
  args: {
    card: {
      ...newStudyCard,
      title: "Mieux dormir en 14 jours",
      description: "De petites habitudes du soir.",
    },
  },
};

export const Empty: Story = {
  globals: { locale: "en" },
  args: { card: minimal },
};

export const ErrorJoinFailed: Story = {
  globals: { locale: "en" },
  parameters: { api: noticeApi({ fails: "TOO_MUCH_PROGRAMS" }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Join" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Join" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({ done: true, data: { joined: "sleep" } }),
    );
  },
};
