import type { Caller } from "../../core/routePolicies";

/** Symptom events, recurring symptoms and medication intakes belong to their patient alone. */
export const trackingPolicy = {
  ownsEntry: (caller: Caller, entry: { patientusersId: string }) => entry.patientusersId === caller.id,
};
