import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { ratingsApi, tourRatingItems } from "../ratingFixtures";
import { RatingsSection } from "./RatingsSection";

/** A program's ratings (docs/features/programs.md): the list, and the form or why there is none. */
const meta = {
  title: "Programs/Ratings",
  component: RatingsSection,
  args: { studyId: "tour", viewer: "guest" },
  parameters: { api: ratingsApi() },
  globals: { locale: "en" },
} satisfies Meta<typeof RatingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the ratings and a link to sign in to rate. */
export const Guest: Story = {};

export const GuestFr: Story = { globals: { locale: "fr" } };

/** Nobody rated yet. */
export const Empty: Story = { parameters: { api: ratingsApi({ items: [] }) } };

export const EmptyIt: Story = { parameters: { api: ratingsApi({ items: [] }) }, globals: { locale: "it" } };

/** A patient who has not finished the program once: "finish to rate". */
export const FinishToRate: Story = {
  args: { viewer: "patient" },
  parameters: { api: ratingsApi({ state: "NOT_FINISHED" }) },
};

/** A patient who finished it: the form, 3 stars at first. */
export const CanRate: Story = {
  args: { viewer: "patient" },
  parameters: { api: ratingsApi({ state: "CAN_RATE" }) },
};

export const CanRateEs: Story = {
  args: { viewer: "patient" },
  parameters: { api: ratingsApi({ state: "CAN_RATE" }) },
  globals: { locale: "es" },
};

/** Rating: the form goes, "already rated" stays, the rating heads the list. */
export const Rated: Story = {
  args: { viewer: "patient" },
  parameters: { api: ratingsApi({ state: "CAN_RATE" }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "5 out of 5" }));
    await userEvent.type(canvas.getByLabelText("Your comment (optional)"), "Lovely");
    await userEvent.click(canvas.getByRole("button", { name: "Send my rating" }));
    await expect(await canvas.findByTestId("rating-already-rated")).toBeVisible();
  },
};

/** A patient who rated already. */
export const AlreadyRated: Story = {
  args: { viewer: "patient" },
  parameters: { api: ratingsApi({ state: "ALREADY_RATED" }) },
};

/** A patient whose comment waits for moderation: they read it with a note; others do not see it yet. */
export const CommentWaiting: Story = {
  args: { viewer: "patient" },
  parameters: {
    api: ratingsApi({
      state: "ALREADY_RATED",
      items: [{ ...tourRatingItems[0]!, commentStatus: "to check" }],
    }),
  },
};

/** The same, in French. */
export const CommentWaitingFr: Story = { ...CommentWaiting, globals: { locale: "fr" } };
