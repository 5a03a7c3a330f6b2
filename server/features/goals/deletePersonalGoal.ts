/** A patient gives up one of their personal goals (docs/features/goals.md): it is deleted. */
import { PersonalGoal, type User } from "../../platform/db/models";
import type { AppDeps } from "../../appDeps";
import { runUseCase } from "../../core/useCase";
import { personalGoalPolicy } from "./policy";

/** Giving up deletes the goal (docs/features/goals.md). */
export async function deletePersonalGoal(deps: AppDeps, user: User, id: string): Promise<{ id: string }> {
  await runUseCase(deps.db, {
    load: async (trx) => PersonalGoal.query(trx).findById(id),
    // Another patient's goal answers the same as a missing one.
    authorize: (goal) => goal !== undefined && personalGoalPolicy.owns(user, goal),
    write: async (trx) => {
      await PersonalGoal.query(trx).deleteById(id);
    },
  });
  return { id };
}
