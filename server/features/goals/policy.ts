import type { Caller } from "../../core/routePolicies";

/** A personal goal is read and given up by its own patient only. */
export const personalGoalPolicy = {
  owns: (caller: Caller, goal: { userId: string }) => goal.userId === caller.id,
};
