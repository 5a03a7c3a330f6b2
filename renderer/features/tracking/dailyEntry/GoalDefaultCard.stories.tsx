import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { dataValueFixtures, goalDefaultCard, trackingApi } from "../trackingFixtures";
import { CardView } from "../../../cards/CardView";
import { GoalDefaultCard } from "./GoalDefaultCard";

/** Every value of the catalogue, answered today. */
const EVERY_VALUE = dataValueFixtures().map((value) => value.value);

/**
 * GOAL_DEFAULT: the daily data entry. One question per eligible value not answered today (IMAGE
 * values are left out: their upload belongs to the picture tasks), then all done with reset and send.
 */
const meta = {
  title: "Cards/GOAL_DEFAULT",
  component: GoalDefaultCard,
  args: { card: goalDefaultCard, complete: fn() },
  render: ({ card, complete }) => <CardView card={card} complete={complete} />,
  parameters: { api: trackingApi() },
} satisfies Meta<typeof GoalDefaultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: { locale: "en" } };

export const DefaultFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: trackingApi({ locale: "fr" }) },
};

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Saved"));
    await expect(canvas.getByText("How many hours did you sleep?")).toBeVisible();
  },
};

export const MultiselectFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: trackingApi({ locale: "fr", keys: ["migraineTriggers"] }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Stress" }));
  },
};

export const HourAndOnOff: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ keys: ["bedtime", "alcohol"] }) },
};

export const AirQualityNotFound: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ keys: ["airQuality"] }) },
};

export const Done: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ answered: EVERY_VALUE }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Send" }));
    await expect(args.complete).toHaveBeenCalledWith({ done: true, data: { answered: expect.any(Array) } });
  },
};

export const DoneFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: trackingApi({ locale: "fr", answered: EVERY_VALUE }) },
};

export const Empty: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ keys: ["dailyNote", "mealPhoto"] }) },
};

export const ErrorLoadFailed: Story = {
  globals: { locale: "fr" },
  parameters: { api: trackingApi({ failCatalogue: true }) },
};
