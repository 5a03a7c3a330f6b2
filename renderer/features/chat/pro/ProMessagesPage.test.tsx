import { beforeAll, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { proChats } from "../chatFixtures";
import { ok } from "../../../test/mockApi";
import { openApp, pro } from "../../../test/pro/openApp";

beforeAll(async () => {
  await Promise.all([import("../../../app/pro/ProLayout"), import("./ProMessagesPage")]);
});

describe("ProMessagesPage", () => {
  it("lists the conversations newest first, unread ones marked, each linking to its thread", async () => {
    await openApp("/app/pro/messages", pro, { "GET /api/pro/:proId/chats": () => ok({ items: proChats }) });
    const list = await screen.findByRole("list", { name: "Conversations, newest first" });
    const items = within(list).getAllByTestId("pro-chat-item");
    expect(items.map((item) => item.getAttribute("href"))).toEqual([
      "/app/pro/messages/u1",
      "/app/pro/messages/u3",
    ]);
    expect(items[0]!.textContent).toContain("Camille (unread)");
    expect(items[0]!.textContent).toContain("I will try tonight.");
    expect(items[1]!.getAttribute("data-unread")).toBe("false");
    expect(items[1]!.textContent).toContain("A patient");
    expect(items[1]!.textContent).toContain("You: Thanks for telling me.");
  });

  it("says when there is no conversation yet, and links to the page from the header", async () => {
    await openApp("/app/pro/messages", pro, { "GET /api/pro/:proId/chats": () => ok({ items: [] }) });
    expect(await screen.findByText(/No conversation yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Messages" }).getAttribute("href")).toBe("/app/pro/messages");
  });
});
