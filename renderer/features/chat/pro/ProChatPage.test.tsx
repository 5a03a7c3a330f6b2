import { beforeAll, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import type { ChatMessage, ProChat } from "../../../../card-schemas";
import { chatMessages, proChat } from "../chatFixtures";
import { ok, type MockRoutes } from "../../../test/mockApi";
import { openApp, pro } from "../../../test/pro/openApp";

beforeAll(async () => {
  await Promise.all([import("../../../app/pro/ProLayout"), import("./ProChatPage")]);
});

function server(start: ProChat = proChat): MockRoutes {
  let view = start;
  return {
    "GET /api/pro/:proId/user/:userId/message/": () => ok(view),
    "PUT /api/pro/:proId/user/:userId/message/": ({ body }) => {
      const message: ChatMessage = { ...chatMessages[1]!, id: "new", message: body.message, opened: false };
      view = { ...view, items: [...view.items, message] };
      return ok(message);
    },
    "PUT /api/pro/:proId/user/:userId/notification/": ({ body }) => {
      view = { ...view, notification: body.value };
      return ok({ chatName: view.chatName, value: body.value });
    },
    "GET /api/pro/:proId/chats": () => ok({ items: [] }),
  };
}

describe("ProChatPage", () => {
  it("shows the thread as the pro reads it and sends an answer", async () => {
    const { calls } = await openApp("/app/pro/messages/u1", pro, server());
    expect(await screen.findByRole("heading", { level: 1, name: "Chat with Camille" })).toBeTruthy();
    const log = screen.getByRole("log", { name: "Messages with Camille" });
    expect(within(log).getAllByTestId("chat-mine")).toHaveLength(1);
    expect(within(log).getByTestId("chat-opened").textContent).toBe(" · Opened");
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Good luck tonight" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await within(log).findByText("Good luck tonight")).toBeTruthy();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.path).toBe("/api/pro/author-1/user/u1/message/");
    expect(put?.body).toEqual({ message: "Good luck tonight", key: expect.stringMatching(/^[a-f0-9]{32}$/) });
  });

  it("turns the pro's notification off, and refuses past 1000 characters", async () => {
    const { calls } = await openApp("/app/pro/messages/u1", pro, server());
    const toggle = await screen.findByRole("switch", { name: "Email me this patient's new messages" });
    fireEvent.click(toggle);
    await vi.waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(calls.find((call) => call.path.endsWith("/notification/"))?.body).toEqual({ value: false });
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "a".repeat(1001) } });
    expect(screen.getByTestId("chat-counter").className).toContain("chat-counter--over");
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says the chat is closed once the patient's link is no longer valid", async () => {
    await openApp(
      "/app/pro/messages/u1",
      pro,
      server({ ...proChat, access: { allowed: false, refusal: "CHAT_LINK_REQUIRED" } }),
    );
    expect((await screen.findByTestId("chat-refusal")).textContent).toContain(
      "The chat with Camille is closed",
    );
    expect(screen.queryByLabelText("Your message")).toBeNull();
  });
});
