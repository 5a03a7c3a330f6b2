import type { Caller } from "../../core/routePolicies";

/** Social events, comments and reactions (docs/features/community.md, docs/features/moderation.md). */
export const socialPolicy = {
  /** Only their writer deletes them. */
  wrote: (caller: Caller, item: { userId: string }) => item.userId === caller.id,
  /** Anyone but its writer reports an event. */
  mayReport: (caller: Caller, event: { userId: string }) => event.userId !== caller.id,
};
