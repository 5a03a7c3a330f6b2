import { describe, expect, it } from "vitest";
import { CHAT_HISTORY_LIMIT } from "../../../engine/chat/authorChat";
import { chatMessages, patientChat } from "./chatFixtures";
import { mockApi } from "../../test/mockApi";
import { proChatQuery, proChatsQuery } from "./pro/queries";
import { patientChatQuery, withMessage } from "./queries";

const { api } = mockApi({});

describe("the chat's reads", () => {
  it("are read again every 10 s while the stream is down, and not on a timer while it is live", () => {
    expect(patientChatQuery(api, "author-1", false).refetchInterval).toBe(10_000);
    expect(patientChatQuery(api, "author-1", true).refetchInterval).toBe(false);
    expect(proChatQuery(api, "author-1", "u1", false).refetchInterval).toBe(10_000);
    expect(proChatsQuery(api, "author-1", true).refetchInterval).toBe(false);
  });
});

describe("withMessage", () => {
  const sent = { ...chatMessages[0]!, id: "sent", message: "New" };

  it("puts a sent message at the end of the chat once, keeping the last 50", () => {
    expect(withMessage(patientChat, sent)?.items.at(-1)).toEqual(sent);
    const again = withMessage(patientChat, chatMessages[0]!);
    expect(again).toBe(patientChat);
    const full = { ...patientChat, items: Array.from({ length: 50 }, (_, i) => ({ ...sent, id: `m${i}` })) };
    const items = withMessage(full, sent)!.items;
    expect(items).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(items[0]!.id).toBe("m1");
    expect(items.at(-1)!.id).toBe("sent");
  });

  it("leaves a chat not read yet alone", () => {
    expect(withMessage(undefined, sent)).toBeUndefined();
  });
});
