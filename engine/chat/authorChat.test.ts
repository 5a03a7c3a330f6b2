import { describe, expect, it } from "vitest";
import {
  CHAT_HISTORY_LIMIT,
  CHAT_REFETCH_MS,
  canSendChatMessage,
  chatAccess,
  chatMessageCount,
  chatName,
  chatNotifies,
  openedByOther,
} from "./authorChat";
import { CHAT_MESSAGE_MAX_LENGTH } from "../tracking/patientInputLimits";

describe("the chat's constants (docs/features/chat.md)", () => {
  it("shows the last 50 messages, 1000 characters each, read again every 10 s without the stream", () => {
    expect(CHAT_HISTORY_LIMIT).toBe(50);
    expect(CHAT_MESSAGE_MAX_LENGTH).toBe(1000);
    expect(CHAT_REFETCH_MS).toBe(10_000);
  });

  it("names the chat userId_authorId", () => {
    expect(chatName("u1", "coach-lea")).toBe("u1_coach-lea");
  });
});

describe("chatAccess (docs/features/chat.md)", () => {
  it("lets anyone message an author with community_open, linked or not", () => {
    expect(chatAccess(["community_open"], false)).toEqual({ allowed: true });
    expect(chatAccess(["community_open", "subscriptions"], true)).toEqual({ allowed: true });
  });

  it("otherwise needs a valid link", () => {
    expect(chatAccess([], true)).toEqual({ allowed: true });
    expect(chatAccess(["subscriptions"], false)).toEqual({ allowed: false, refusal: "CHAT_LINK_REQUIRED" });
  });

  it("with community_close, is closed to those without a valid link and open to those with one", () => {
    expect(chatAccess(["community_close"], false)).toEqual({
      allowed: false,
      refusal: "CHAT_COMMUNITY_CLOSED",
    });
    expect(chatAccess(["subscriptions", "community_close"], true)).toEqual({ allowed: true });
  });
});

describe("the message counter (docs/features/chat.md)", () => {
  it("counts length/1000 and is over past 1000 characters", () => {
    expect(chatMessageCount("")).toEqual({ length: 0, max: 1000, over: false });
    expect(chatMessageCount("a".repeat(1000))).toEqual({ length: 1000, max: 1000, over: false });
    expect(chatMessageCount("a".repeat(1001))).toEqual({ length: 1001, max: 1000, over: true });
  });

  it("counts an emoji as one character", () => {
    expect(chatMessageCount("🙂").length).toBe(1);
  });

  it("refuses to send a blank message or one past the limit", () => {
    expect(canSendChatMessage("   ")).toBe(false);
    expect(canSendChatMessage("a".repeat(1001))).toBe(false);
    expect(canSendChatMessage(` ${"a".repeat(1000)} `)).toBe(true);
  });
});

describe("openedByOther", () => {
  it("is true once the other side opened the chat at or after the message", () => {
    const sent = "2026-11-26T10:00:00.000Z";
    expect(openedByOther(sent, null)).toBe(false);
    expect(openedByOther(sent, "2026-11-26T09:59:59.000Z")).toBe(false);
    expect(openedByOther(sent, sent)).toBe(true);
    expect(openedByOther(sent, "2026-11-26T10:05:00.000Z")).toBe(true);
  });
});

describe("chatNotifies", () => {
  const sent = "2026-11-26T10:00:00.000Z";
  it("never notifies while the other side's toggle is off", () => {
    expect(chatNotifies({ enabled: false, previousFromSender: null, otherLastOpened: null })).toBe(false);
  });

  it("notifies the first message, and the first after the other side opened the chat", () => {
    expect(chatNotifies({ enabled: true, previousFromSender: null, otherLastOpened: null })).toBe(true);
    expect(
      chatNotifies({ enabled: true, previousFromSender: sent, otherLastOpened: "2026-11-26T10:01:00.000Z" }),
    ).toBe(true);
  });

  it("does not notify again while the previous message is still unopened", () => {
    expect(chatNotifies({ enabled: true, previousFromSender: sent, otherLastOpened: null })).toBe(false);
    expect(
      chatNotifies({ enabled: true, previousFromSender: sent, otherLastOpened: "2026-11-26T09:00:00.000Z" }),
    ).toBe(false);
  });
});
