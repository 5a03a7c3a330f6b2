import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { inTaskCard } from "../../../test/inTaskCard";
import { communityApi } from "../communityFixtures";
import { CommunityQuestionTask } from "./CommunityQuestionTask";

/** COMMUNITY_QUESTION: the daily community question, answered with a text or a choice. */
const meta = {
  title: "Tasks/COMMUNITY_QUESTION",
  component: CommunityQuestionTask,
  args: { params: { questionId: "what-helps-you-sleep" }, complete: fn(), submitted: false },
  parameters: { api: communityApi() },
  render: inTaskCard("story-community", "COMMUNITY_QUESTION", { title: "Question of the day" }),
} satisfies Meta<typeof CommunityQuestionTask>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open question, nothing typed yet: send is disabled. */
export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: communityApi({ language: "fr" }) },
};

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Your answer"), "A warm shower before bed");
    await expect(canvas.getByRole("button", { name: "Send my answer" })).toBeEnabled();
  },
};

/** A question with choices, in French. */
export const ChoicesFr: Story = {
  globals: { locale: "fr" },
  args: { params: { questionId: "morning-or-evening" } },
  parameters: { api: communityApi({ language: "fr" }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "Du soir" }));
    await expect(canvas.getByRole("button", { name: "Envoyer ma réponse" })).toBeEnabled();
  },
};

/** Answered: how many others answered, the link to the community. */
export const Answered: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Your answer"), "Reading a book");
    await userEvent.click(canvas.getByRole("button", { name: "Send my answer" }));
    await expect(await canvas.findByText("12 other patients answered too.")).toBeVisible();
  },
};

/** Reopened after answering: the patient's own answer and the others', nothing to send again. */
export const Reopened: Story = {
  globals: { locale: "en" },
  parameters: {
    api: communityApi({ answersCount: 5, answered: { "what-helps-you-sleep": { text: "A warm shower" } } }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Your answer: A warm shower")).toBeVisible();
    await expect(canvas.getByText("4 other patients answered too.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Send my answer" })).toBeNull();
  },
};

export const ErrorSendFailed: Story = {
  globals: { locale: "en" },
  parameters: { api: communityApi({ failWrites: { status: 400, code: "VALIDATION_FAILED" } }) },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Your answer"), "Reading a book");
    await userEvent.click(canvas.getByRole("button", { name: "Send my answer" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

export const ErrorLoadFailed: Story = {
  globals: { locale: "en" },
  parameters: { api: communityApi({ failReads: { status: 503, code: "SERVICE_UNAVAILABLE" } }) },
};

export const Done: Story = {
  globals: { locale: "fr" },
  args: { params: { questionId: "morning-or-evening" } },
  parameters: { api: communityApi({ answersCount: 0, language: "fr" }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "Du matin" }));
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer ma réponse" }));
    await expect(await canvas.findByText("Vous êtes le premier à répondre.")).toBeVisible();
    await userEvent.click(canvas.getByTestId("card-done"));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({
        done: true,
        data: { questionId: "morning-or-evening", answersCount: 1 },
      }),
    );
  },
};

/** Select multiple: several choices, then the results chart. */
export const SelectMultiple: Story = {
  globals: { locale: "en" },
  args: { params: { questionId: "evening-calm" } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Reading" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Music" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send my answer" }));
    await expect(await canvas.findByTestId("results-chart")).toBeVisible();
  },
};
