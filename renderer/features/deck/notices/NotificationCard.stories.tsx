import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { noticeApi, notificationCard } from "../noticeFixtures";
import { fail, type MockRoutes } from "../../../test/mockApi";
import { CardView } from "../../../cards/CardView";
import { NotificationCard } from "./NotificationCard";

/** NOTIFICATION_CARD: asks for the browser's notification permission and records the answer. */
const meta = {
  title: "Cards/NOTIFICATION_CARD",
  component: NotificationCard,
  args: { card: notificationCard, complete: fn() },
  render: ({ card, complete }) => <CardView card={card} complete={complete} />,
  parameters: { api: noticeApi() },
} satisfies Meta<typeof NotificationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const Filled: Story = {
  globals: { locale: "en" },
  args: { card: { ...notificationCard, title: "Never miss a card" } },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Turn on notifications" }));
    await waitFor(() => expect(args.complete).toHaveBeenCalledWith(expect.objectContaining({ done: true })));
  },
};

export const LaterFr: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Plus tard" }));
    await expect(args.complete).toHaveBeenCalledWith({ done: false });
  },
};

/** Recording the answer fails: the card says so and stays to do. */
export const ErrorSaveFailed: Story = {
  globals: { locale: "fr" },
  parameters: {
    api: {
      "POST /api/patient/notificationPermission": () => fail(500, "INTERNAL_ERROR", "Server error"),
    } satisfies MockRoutes,
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Activer les notifications" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
    await expect(args.complete).not.toHaveBeenCalled();
  },
};
