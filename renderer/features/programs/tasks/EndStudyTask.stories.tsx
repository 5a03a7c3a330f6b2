import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import {
  endStudyCard,
  endStudyParams,
  endStudyServer,
  runningFollowUp,
  unsuccessfulFollowUp,
} from "../endOfStudyFixtures";
import { CardView } from "../../../cards/CardView";
import { EndStudyTask } from "./EndStudyTask";

/**
 * END_STUDY: synthesis, analysis intro, at most two analytic steps, then the rewards won with a
 * check-reward button (a study over and successful), the day it ends (a study still running) or the
 * summary. Restart goes back to step 0.
 */
const meta = {
  title: "Tasks/END_STUDY",
  component: EndStudyTask,
  args: { params: endStudyParams, complete: fn(), submitted: false },
  parameters: { api: endStudyServer() },
  render: ({ params, complete }) => (
    <CardView card={{ ...endStudyCard, task: { type: "END_STUDY", params } }} complete={complete} />
  ),
} satisfies Meta<typeof EndStudyTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

/** The second analytic step: participants. */
export const Analytics: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    for (let i = 0; i < 3; i++) await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(await canvas.findByText("42 participants")).toBeVisible();
  },
};

/** Only correlations: the intro is skipped and the final step comes straight after the synthesis. */
export const NoAnalyticsFr: Story = {
  globals: { locale: "fr" },
  args: { params: { studyId: "tour", analytics: ["correlation"] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Suivant" }));
    await expect(await canvas.findByRole("button", { name: "Voir ma récompense" })).toBeVisible();
  },
};

/** A successful study: the check-reward button credits the bonus. */
export const Filled: Story = {
  globals: { locale: "en" },
  args: { params: { studyId: "tour", analytics: [] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Check my reward" }));
    await expect(await canvas.findByText("50 bonus rewards credited")).toBeVisible();
  },
};

/** Not a success: the summary instead of the check-reward button. */
export const Summary: Story = {
  globals: { locale: "en" },
  args: { params: { ...endStudyParams, analytics: [] } },
  parameters: { api: endStudyServer({ followUp: unsuccessfulFollowUp }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(await canvas.findByTestId("end-study-summary")).toBeVisible();
  },
};

/** The program still runs (the tour's END_STUDY comes on its first day): the day it ends, no reward to check yet. */
export const NotOver: Story = {
  globals: { locale: "en" },
  args: { params: { ...endStudyParams, analytics: [] } },
  parameters: { api: endStudyServer({ followUp: runningFollowUp }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(await canvas.findByTestId("end-study-not-over")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Check my reward" })).toBeNull();
  },
};

export const NotOverFr: Story = {
  globals: { locale: "fr" },
  args: { params: { ...endStudyParams, analytics: [] } },
  parameters: { api: endStudyServer({ followUp: runningFollowUp }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Suivant" }));
    await expect(await canvas.findByText(/Ce programme dure jusqu’au 7 mars 2026/)).toBeVisible();
  },
};

/** The follow-up cannot be read: the next step says so. */
export const ErrorFollowUpFailed: Story = {
  globals: { locale: "en" },
  args: { params: { studyId: "tour" } },
  parameters: { api: endStudyServer({ followUp: "error" }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  args: { params: { studyId: "tour" } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({ done: true, data: { step: 2, success: true } }),
    );
  },
};
