import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { autorMessageCard } from "../noticeFixtures";
import { CardView } from "../../../cards/CardView";
import { AuthorMessageCard } from "./AuthorMessageCard";

/** AUTOR_MESSAGE: a social event of a followed author, with a link to the author's page. */
const meta = {
  title: "Cards/AUTOR_MESSAGE",
  component: AuthorMessageCard,
  args: { card: autorMessageCard, complete: fn() },
  render: ({ card, complete }) => <CardView card={card} complete={complete} />,
} satisfies Meta<typeof AuthorMessageCard>;

export default meta;

const messageFr = {
  ...autorMessageCard,
  message: "Cette semaine, cherchez la lumière du jour dans l'heure qui suit le réveil.",
};
const withPicture = { ...autorMessageCard, mediaLink: "/media/sunrise.svg", mediaType: "image" as const };
const brokenPictureFr = {
  ...messageFr,
  mediaLink: "https://invalid.example/missing.png",
  mediaType: "image" as const,
};
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = {
  globals: { locale: "fr" },
  args: { card: messageFr },
};

export const Filled: Story = {
  globals: { locale: "en" },
  args: { card: withPicture },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Done" }));
    await expect(args.complete).toHaveBeenCalledWith({ done: true });
  },
};

/** The author's picture fails to load: the message, the profile link and Done stay usable. */
export const ErrorMediaFailed: Story = {
  globals: { locale: "fr" },
  args: { card: brokenPictureFr },
};
