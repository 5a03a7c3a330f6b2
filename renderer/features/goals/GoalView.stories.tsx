import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { fail, type MockRoutes } from "../../test/mockApi";
import { goalFinished, goalOffTrack, goalOnTrack, goalServer, goalWithoutData } from "./goalFixtures";
import { GoalView } from "./GoalView";

/**
 * The personal goal page (/app/patient/ressources/goals/{id}): goal card with tick or cross, the
 * ten-step bar, the uPlot chart (loaded lazily) and giving up in two taps.
 */
const meta = {
  title: "Pages/Goal",
  component: GoalView,
  args: { goalId: goalOnTrack.id, onGaveUp: fn() },
  parameters: { api: goalServer({ detail: goalOnTrack }) },
} satisfies Meta<typeof GoalView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTrack: Story = { globals: { locale: "en" } };

export const OnTrackFr: Story = { globals: { locale: "fr" } };

export const OffTrack: Story = {
  globals: { locale: "en" },
  parameters: { api: goalServer({ detail: goalOffTrack }) },
};

export const NoDataYet: Story = {
  globals: { locale: "en" },
  parameters: { api: goalServer({ detail: goalWithoutData }) },
};

export const NoDataYetFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: goalServer({ detail: goalWithoutData }) },
};

/** A finished goal (its end day has come): the bar is full. */
export const Done: Story = {
  globals: { locale: "en" },
  args: { goalId: goalFinished.id },
  parameters: { api: goalServer({ detail: goalFinished }) },
};

export const DoneFr: Story = {
  globals: { locale: "fr" },
  args: { goalId: goalFinished.id },
  parameters: { api: goalServer({ detail: goalFinished }) },
};

export const ConfirmGiveUp: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Give up" }));
    await expect(canvas.getByRole("button", { name: "Yes, give up" })).toBeVisible();
  },
};

export const GaveUp: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Abandonner" }));
    await userEvent.click(canvas.getByRole("button", { name: "Oui, abandonner" }));
    await waitFor(() => expect(args.onGaveUp).toHaveBeenCalled());
  },
};

export const NotFound: Story = { globals: { locale: "en" }, args: { goalId: "no-such-goal" } };

export const LoadFailed: Story = {
  globals: { locale: "en" },
  parameters: {
    api: {
      "GET /api/patient/personalGoals/:id": () => fail(503, "SERVICE_UNAVAILABLE", "Database unreachable"),
    } satisfies MockRoutes,
  },
};
