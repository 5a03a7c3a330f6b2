import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { serverErrorCard, taskCard, unknownTaskCard, unknownTypeCard } from "../test/fixtures";
import { CardView } from "./CardView";
import { ErrorCard } from "./ErrorCard";

/**
 * ERROR: what any card this renderer cannot draw becomes. The texts `ERROR` and `Close` are the
 * same in every language (docs/features/deck.md). Close dismisses the card with `done: false`.
 */
const meta = {
  title: "Cards/ERROR",
  component: ErrorCard,
  args: { card: serverErrorCard, complete: fn() },
  render: ({ card, complete }) => <CardView card={card} complete={complete} />,
} satisfies Meta<typeof ErrorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ERROR card sent by the server in place of an invalid card. */
export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const ErrorUnknownCardType: Story = { globals: { locale: "en" }, args: { card: unknownTypeCard } };

export const ErrorUnknownTaskType: Story = { globals: { locale: "fr" }, args: { card: unknownTaskCard } };

/** A known card whose component throws while rendering: its error boundary shows ERROR. */
export const ErrorComponentThrew: Story = {
  globals: { locale: "en" },
  args: { card: taskCard("story-broken", { type: "CHOICE", params: {} as never }) },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Close" }));
    await expect(args.complete).toHaveBeenCalledWith({ done: false });
  },
};

export const DoneFr: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Close" }));
    await expect(args.complete).toHaveBeenCalledWith({ done: false });
  },
};

/** The ERROR card has nothing to enter: every optional field set still shows only its fixed text. */
export const Filled: Story = {
  globals: { locale: "fr" },
  args: {
    card: {
      ...serverErrorCard,
      title: "Une carte illisible",
      description: "Son contenu ne correspond pas au schéma",
      rewards: 10,
      studyTitle: "Mieux dormir",
    },
  },
};
