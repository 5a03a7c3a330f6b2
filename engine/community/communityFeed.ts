/**
 * docs/features/community.md, the community feed: its events' types and statuses, the seven reactions, the
 * page sizes, how long a patient waits between two community messages, and how names are shown.
 */
import type { ReactionType, SocialEventStatus, SocialEventType } from "../../card-schemas/generated";

/** Every type of social event (docs/features/community.md); PICTURE is a PICTURE_SOCIAL photo. */
export const SOCIAL_EVENT_TYPES = [
  "MESSAGE",
  "COMMENT",
  "PROGRAM_RATING",
  "COMMUNITY_QUESTION",
  "OPEN_ANSWER",
  "CLOSED_ANSWER",
  "ARTICLE",
  "PICTURE",
] as const satisfies readonly SocialEventType[];

/** Moderation statuses (docs/features/community.md). */
export const SOCIAL_EVENT_STATUSES = [
  "validated",
  "not checked",
  "refused",
  "to check",
] as const satisfies readonly SocialEventStatus[];

/** The statuses lists show (docs/features/community.md): validated, or shown without a check. */
export const VISIBLE_STATUSES = ["validated", "not checked"] as const satisfies readonly SocialEventStatus[];

/** What new messages, comments and questions start as: waiting for moderation. */
export const WAITING_STATUS: SocialEventStatus = "to check";

/** Whether an event or comment of `status` shows in lists. */
export function isVisibleStatus(status: SocialEventStatus): boolean {
  return (VISIBLE_STATUSES as readonly string[]).includes(status);
}

/** The seven reactions (docs/features/community.md). */
export const REACTION_TYPES = [
  "HAPPY",
  "SAD",
  "THUMB_UP",
  "THUMB_DOWN",
  "SMILE",
  "CHECK",
  "LOVE",
] as const satisfies readonly ReactionType[];

/** The reactions shown before "add reaction" (docs/features/community.md). */
export const DEFAULT_REACTIONS = ["SMILE", "THUMB_UP"] as const satisfies readonly ReactionType[];

/** Community feed page (docs/features/community.md). */
export const COMMUNITY_FEED_PAGE_SIZE = 100;
/** My messages page (docs/features/community.md). */
export const MY_MESSAGES_PAGE_SIZE = 30;
/** Comments page (docs/features/community.md). */
export const COMMENTS_PAGE_SIZE = 10;
/** A community message keeps at most 1000 characters (the chat's display limit, docs/features/community.md). */
export const COMMUNITY_MESSAGE_MAX_LENGTH = 1000;
/** A comment keeps at most 500 characters, in a field of up to 4 lines (docs/features/community.md). */
export const COMMENT_MAX_LENGTH = 500;
/** An admin's reason for a moderation decision keeps at most 500 characters. */
export const MODERATION_REASON_MAX_LENGTH = 500;
/** The comment field's lines (docs/features/community.md). */
export const COMMENT_FIELD_LINES = 4;
/** One community message per patient every 5 days (docs/features/community.md)… */
export const COMMUNITY_MESSAGE_INTERVAL_DAYS = 5;
/** …that is, 432,000,000 ms. */
export const COMMUNITY_MESSAGE_INTERVAL_MS = COMMUNITY_MESSAGE_INTERVAL_DAYS * 24 * 60 * 60 * 1000;
/**
 * The posts that count in the 5-day limit (docs/features/community.md): a community message and a
 * PICTURE_SOCIAL photo are both a patient's post to the community.
 */
export const COMMUNITY_POST_TYPES = ["MESSAGE", "PICTURE"] as const satisfies readonly SocialEventType[];
/** Whether an event of `type` is a post of the 5-day limit. */
export function isCommunityPost(type: SocialEventType): boolean {
  return (COMMUNITY_POST_TYPES as readonly string[]).includes(type);
}
/** A refused post no longer holds its writer back: only these statuses count in the 5-day limit. */
export const COUNTED_POST_STATUSES = [
  "validated",
  "not checked",
  "to check",
] as const satisfies readonly SocialEventStatus[];
/** Whether a post of `status` counts in the 5-day limit. */
export function countsInPostLimit(status: SocialEventStatus): boolean {
  return (COUNTED_POST_STATUSES as readonly string[]).includes(status);
}
/** A patient's reason for reporting an event keeps at most 500 characters (docs/features/moderation.md). */
export const REPORT_REASON_MAX_LENGTH = 500;
/** The moderation history lists the latest 50 decisions (docs/features/moderation.md). */
export const MODERATION_HISTORY_SIZE = 50;
/** Names are truncated in lists (docs/features/community.md). */
export const NAME_DISPLAY_MAX_LENGTH = 20;

const DAY_MS = 86_400_000;

/**
 * Whole days (rounded up) before the patient may send another community message, their last one
 * sent at `lastSentAt`; 0 when they may now (or never sent one).
 */
export function messageDaysRemaining(lastSentAt: Date | null, now: Date): number {
  if (lastSentAt === null) return 0;
  const waitMs = lastSentAt.getTime() + COMMUNITY_MESSAGE_INTERVAL_MS - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / DAY_MS) : 0;
}

/** A name as lists show it: at most 20 characters, an ellipsis marking the cut. */
export function truncateName(name: string, max = NAME_DISPLAY_MAX_LENGTH): string {
  const chars = [...name];
  return chars.length <= max ? name : `${chars.slice(0, max - 1).join("")}…`;
}
