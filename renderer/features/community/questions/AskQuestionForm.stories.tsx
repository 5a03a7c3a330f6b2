import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { communityQuestionsApi } from "../communityQuestionFixtures";
import { AskQuestionForm } from "./AskQuestionForm";

/** "Ask a question": the type first, then the text and the options; reward 100 shown. */
const meta = {
  title: "Community questions/Ask a question",
  component: AskQuestionForm,
  args: { communityName: "all", language: "en" },
  parameters: { api: communityQuestionsApi() },
  globals: { locale: "en" },
} satisfies Meta<typeof AskQuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: only the types. */
export const Empty: Story = {};

export const EmptyFr: Story = { args: { language: "fr" }, globals: { locale: "fr" } };

/** A select-one question with two options. */
export const WithOptions: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Select one" }));
    await userEvent.type(canvas.getByLabelText("Your question"), "Coffee or tea?");
    for (const option of ["Coffee", "Tea"]) {
      await userEvent.type(canvas.getByLabelText("New answer to offer"), option);
      await userEvent.click(canvas.getByTestId("add-option"));
    }
    await expect(canvas.getByRole("button", { name: "Send the question" })).toBeEnabled();
  },
};

/** Sent: waiting for moderation. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Open question" }));
    await userEvent.type(canvas.getByLabelText("Your question"), "What helps your back?");
    await userEvent.click(canvas.getByRole("button", { name: "Send the question" }));
    await expect(await canvas.findByTestId("question-waiting")).toBeVisible();
  },
};

export const ErrorSendFailed: Story = {
  parameters: { api: communityQuestionsApi({ failWrites: { status: 400, code: "VALIDATION_FAILED" } }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Open question" }));
    await userEvent.type(canvas.getByLabelText("Your question"), "What helps your back?");
    await userEvent.click(canvas.getByRole("button", { name: "Send the question" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};
