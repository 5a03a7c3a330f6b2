import type { Caller } from "../../core/routePolicies";

/** A todo card is read and completed by its own patient only. */
export const notificationPolicy = {
  complete: (caller: Caller, card: { userId: string }) => card.userId === caller.id,
};
