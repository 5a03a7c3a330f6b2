import type { Caller } from "../../core/routePolicies";

/** Social events, comments and reactions: only their writer deletes them (seed 000 §6). */
export const socialPolicy = {
  wrote: (caller: Caller, item: { patientusersId: string }) => item.patientusersId === caller.id,
};
