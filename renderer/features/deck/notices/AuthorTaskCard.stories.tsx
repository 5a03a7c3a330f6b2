import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import {
  contentCard,
  noticeApi,
  pushProgramsCard,
  pushQuestionnairesCard,
  sendMessageCard,
} from "../noticeFixtures";
import { CardView } from "../../../cards/CardView";
import { AuthorTaskCard } from "./AuthorTaskCard";

/** AUTOR_TASK: an author's action, by type: PUSH_PGRM, PUSH_QUEST, CONTENT (blocks), SEND_MESSAGE. */
const meta = {
  title: "Cards/AUTOR_TASK",
  component: AuthorTaskCard,
  args: { card: contentCard, complete: fn() },
  render: ({ card, complete }) => <CardView card={card} complete={complete} />,
  parameters: { api: noticeApi() },
} satisfies Meta<typeof AuthorTaskCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = { globals: { locale: "en" } };

export const ContentFr: Story = { globals: { locale: "fr" } };

export const PushPrograms: Story = { globals: { locale: "en" }, args: { card: pushProgramsCard } };

export const PushProgramsFr: Story = { globals: { locale: "fr" }, args: { card: pushProgramsCard } };

export const PushQuestionnaires: Story = {
  globals: { locale: "en" },
  args: { card: pushQuestionnairesCard },
};

export const EmptySendMessage: Story = { globals: { locale: "en" }, args: { card: sendMessageCard } };

export const ErrorSendMessageFailed: Story = {
  globals: { locale: "en" },
  args: { card: sendMessageCard },
  parameters: { api: noticeApi({ fails: "NOT_FOUND" }) },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByTestId("send-message-text"), "Going well!");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  args: { card: sendMessageCard },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByTestId("send-message-text"), "Going well!");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({ done: true, data: { messageId: "m1" } }),
    );
  },
};

export const DoneFr: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "I'll try tonight" }));
    await expect(args.complete).toHaveBeenCalledWith(expect.objectContaining({ done: true }));
  },
};

/** A message typed to the author, not sent yet. */
export const Filled: Story = {
  globals: { locale: "en" },
  args: { card: sendMessageCard },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByTestId("send-message-text"), "Going well!");
    await expect(canvas.getByRole("button", { name: "Send" })).toBeEnabled();
  },
};
