import type { Caller } from "../../core/routePolicies";

/** Symptom events, recurring symptoms and medication intakes belong to their patient alone. */
export const trackingPolicy = {
  ownsEntry: (caller: Caller, entry: { userId: string }) => entry.userId === caller.id,
};
