import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { allMissing, programServer, screeningNotOk } from "./programConditionFixtures";
import { SubscriptionConditions } from "./SubscriptionConditions";

/** A program's subscription conditions with the product's messages and a fix for each missing one. */
const meta = {
  title: "Programs/SubscriptionConditions",
  component: SubscriptionConditions,
  parameters: { api: programServer() },
  globals: { locale: "en" },
  args: { studyId: "stress-reset", results: allMissing },
} satisfies Meta<typeof SubscriptionConditions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllMissing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("This program is for subscribers of its author.")).toBeVisible();
  },
};

export const AllMissingFr: Story = { globals: { locale: "fr" } };

export const ScreeningNotOk: Story = { args: { results: [screeningNotOk] } };

export const AllMet: Story = {
  args: {
    results: [
      { type: "consent", success: true, consent: "STRESS_RESET_FOLLOW_UP" },
      { type: "quest", success: true, formCategory: "STRESS_SCREENING", questionnaireId: "stress-screening" },
      { type: "autorSub", success: true, autorId: "coach-lea" },
      { type: "cost", success: true, amount: 100 },
    ],
  },
};
