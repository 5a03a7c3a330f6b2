import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { correlationCard, correlationParams, correlationServer } from "../../mocks/endOfStudyFixtures";
import { CardView } from "../CardView";
import { CorrelationTask } from "./CorrelationTask";

/**
 * CORRELATION: one correlation between a symptom and a daily value (−1..1, confidence 0..1) on a
 * ten-segment bar, with a help toggle; "not enough data" with a link to the journal otherwise.
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

export const Empty: Story = {
  globals: { locale: "en" },
  parameters: { api: correlationServer({ items: [], total: 0, limited: false }) },
};

export const EmptyFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: correlationServer({ items: [], total: 0, limited: false }) },
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
