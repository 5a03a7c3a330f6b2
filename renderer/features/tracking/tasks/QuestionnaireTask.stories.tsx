import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { inTaskCard } from "../../../test/inTaskCard";
import { questionnaireApi, questionnaireRecord } from "../questionnaireFixtures";
import { QuestionnaireTask } from "./QuestionnaireTask";

const lastWeek = questionnaireRecord(
  "mood-check",
  { enjoyment: "not-at-all", "low-mood": "some-days" },
  "2025-03-07",
);
const today = questionnaireRecord("mood-check", { enjoyment: "not-at-all", "low-mood": "some-days" });

/** QUESTIONNAIRE: a questionnaire of the content in four modes, filled in the full-screen launcher. */
const meta = {
  title: "Tasks/QUESTIONNAIRE",
  component: QuestionnaireTask,
  args: { params: { questionnaireId: "mood-check", mode: "default" }, complete: fn(), submitted: false },
  render: inTaskCard("story-questionnaire", "QUESTIONNAIRE", { title: "How are you lately?" }),
  parameters: { api: questionnaireApi() },
} satisfies Meta<typeof QuestionnaireTask>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default mode: never filled, rewards offered. */
export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: questionnaireApi({ locale: "fr" }) },
};

/** Filled last week, within the 14-day period: the date shows, the rewards do not. */
export const WithinPeriod: Story = {
  globals: { locale: "en" },
  parameters: { api: questionnaireApi({ lastRecord: lastWeek, rewardsOffered: false }) },
};

export const Selection: Story = {
  globals: { locale: "en" },
  args: { params: { questionnaireId: "sleep-quality", mode: "selection" } },
};

export const AuthorCard: Story = {
  globals: { locale: "fr" },
  args: { params: { questionnaireId: "sleep-quality", mode: "autorCard" } },
  parameters: { api: questionnaireApi({ locale: "fr" }) },
};

/** Fullscreen mode: the launcher is open at once. */
export const Fullscreen: Story = {
  globals: { locale: "en" },
  args: { params: { questionnaireId: "sleep-quality", mode: "fullscreen" } },
};

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Fill in" }));
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.click(dialog.getAllByRole("radio", { name: "Some days" })[0] as HTMLElement);
    await userEvent.click(dialog.getAllByRole("radio", { name: "Not at all" })[1] as HTMLElement);
    await expect(dialog.getByRole("button", { name: "Send" })).toBeEnabled();
  },
};

/** Already filled on the card's date: counts as done. */
export const AlreadyDone: Story = {
  globals: { locale: "fr" },
  parameters: { api: questionnaireApi({ locale: "fr", lastRecord: today, rewardsOffered: false }) },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Fill in" }));
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.click(dialog.getAllByRole("radio", { name: "Some days" })[0] as HTMLElement);
    await userEvent.click(dialog.getAllByRole("radio", { name: "Almost every day" })[1] as HTMLElement);
    await userEvent.click(dialog.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({ done: true, data: { recordId: expect.any(String) } }),
    );
  },
};

/** The questionnaire cannot be found: the disabled error button (docs/features/tracking.md). */
export const ErrorNotFound: Story = {
  globals: { locale: "en" },
  parameters: { api: questionnaireApi({ missing: true }) },
};
