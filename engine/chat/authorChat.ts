/**
 * The live chat between a patient and an author (docs/features/chat.md): who may write in it,
 * how much of it a screen shows, which messages the other side has opened, and when a new message
 * also notifies the other side.
 */
import { CHAT_MESSAGE_MAX_LENGTH } from "../tracking";

/** How many messages a chat shows: the last ones (docs/features/chat.md). */
export const CHAT_HISTORY_LIMIT = 50;
/** While the live stream is down, the chat reads its messages again this often (docs/features/chat.md: 10 s). */
export const CHAT_REFETCH_MS = 10_000;

/** The author's feature flags that decide who may message them (docs/features/chat.md). */
export const COMMUNITY_OPEN = "community_open";
export const COMMUNITY_CLOSE = "community_close";

/** Why a patient may not write to an author. */
export type ChatRefusal = "CHAT_LINK_REQUIRED" | "CHAT_COMMUNITY_CLOSED";

export type ChatAccess = { allowed: true } | { allowed: false; refusal: ChatRefusal };

/** The chat between patient `userId` and author `autorId` is named `userId_authorId` (docs/features/chat.md). */
export function chatName(userId: string, autorId: string): string {
  return `${userId}_${autorId}`;
}

/**
 * Whether the conversation is open (docs/features/chat.md): `community_open` lets anyone message the author;
 * otherwise it needs a valid link, and `community_close` closes it outright to those without one.
 */
export function chatAccess(features: readonly string[], linkValid: boolean): ChatAccess {
  if (features.includes(COMMUNITY_OPEN) || linkValid) return { allowed: true };
  return {
    allowed: false,
    refusal: features.includes(COMMUNITY_CLOSE) ? "CHAT_COMMUNITY_CLOSED" : "CHAT_LINK_REQUIRED",
  };
}

/** The counter under the message field: its length out of the limit, over it when past (docs/features/chat.md). */
export function chatMessageCount(text: string): { length: number; max: number; over: boolean } {
  const length = [...text].length;
  return { length, max: CHAT_MESSAGE_MAX_LENGTH, over: length > CHAT_MESSAGE_MAX_LENGTH };
}

/** A message can be sent when it has something visible and is not past the limit. */
export function canSendChatMessage(text: string): boolean {
  return text.trim().length > 0 && !chatMessageCount(text.trim()).over;
}

/** A message was opened by the side that did not write it when that side opened the chat since. */
export function openedByOther(sentAt: string, otherLastOpened: string | null): boolean {
  return otherLastOpened !== null && Date.parse(otherLastOpened) >= Date.parse(sentAt);
}

/**
 * Whether a new message notifies the other side: only while their toggle is on, and only the first
 * of a run they have not opened yet (the sender's previous message was opened, or there is none),
 * so ten messages in a row notify once.
 */
export function chatNotifies(input: {
  enabled: boolean;
  /** When the sender's previous message was sent, if any. */
  previousFromSender: string | null;
  /** When the other side last opened the chat, if ever. */
  otherLastOpened: string | null;
}): boolean {
  if (!input.enabled) return false;
  return input.previousFromSender === null || openedByOther(input.previousFromSender, input.otherLastOpened);
}
