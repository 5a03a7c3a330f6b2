import type { Caller } from "../../core/routePolicies";

/** Social events, comments and reactions: only their writer deletes them (docs/features/community.md). */
export const socialPolicy = {
  wrote: (caller: Caller, item: { userId: string }) => item.userId === caller.id,
};
