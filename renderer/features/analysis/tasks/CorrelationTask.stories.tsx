import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import {
  correlationCard,
  correlationNone,
  correlationNotEnough,
  correlationParams,
  correlationServer,
} from "../../programs/endOfStudyFixtures";
import { CardView } from "../../../cards/CardView";
import { CorrelationTask } from "./CorrelationTask";

/**
 * CORRELATION: one correlation between a symptom and a daily value (Spearman's ρ −1..1, confidence
 * 1 − its adjusted p-value) on a ten-segment bar, with its lag, N and window and a help toggle;
 * "no association found" when pairs were tested and none passed; "not enough data" with a link to
 * the journal when no pair had enough days.
 */
const meta = {
  title: "Tasks/CORRELATION",
  component: CorrelationTask,
  args: { params: correlationParams, complete: fn(), submitted: false },
  parameters: { api: correlationServer() },
  render: ({ params, complete }) => (
    <CardView card={{ ...correlationCard, task: { type: "CORRELATION", params } }} complete={complete} />
  ),
} satisfies Meta<typeof CorrelationTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { globals: { locale: "en" } };

export const FilledFr: Story = { globals: { locale: "fr" } };

export const HelpOpen: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "What does this mean?" }));
    await expect(canvas.getByTestId("correlation-help")).toBeVisible();
  },
};

export const NoAssociation: Story = {
  globals: { locale: "en" },
  parameters: { api: correlationServer(correlationNone) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No association found.")).toBeVisible();
  },
};

export const NoAssociationFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: correlationServer(correlationNone) },
};

export const Empty: Story = {
  globals: { locale: "en" },
  parameters: { api: correlationServer(correlationNotEnough) },
};

export const EmptyFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: correlationServer(correlationNotEnough) },
};

export const ErrorLoadFailed: Story = {
  globals: { locale: "en" },
  parameters: { api: correlationServer("error") },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await canvas.findByTestId("correlation");
    await userEvent.click(canvas.getByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({
        done: true,
        data: { symptom: "MIGRAINE", dataValue: "sleepQuality", correlation: -0.62 },
      }),
    );
  },
};
