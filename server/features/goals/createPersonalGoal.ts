/** A patient sets a personal goal (docs/features/goals.md), within the limit of goals in progress. */
import type { PersonalGoalBody } from "../../../card-schemas";
import crypto from "node:crypto";
import { localDay } from "../../../engine/shared/dates";
import {
  canAddGoal,
  canBeGoal,
  createGoal,
  GOAL_IN_PROGRESS,
  MAX_GOALS_IN_PROGRESS,
} from "../../../engine/goals/goalLimits";
import { PersonalGoal, type User } from "../../platform/db/models";
import { Conflict, ValidationError } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import type { AppDeps } from "../../appDeps";
import { presentPersonalGoal } from "./present";
import { dataValuesByKey } from "./goalDataValues";

/**
 * Creates a goal from today (docs/features/goals.md), for a data value that can be a goal, unless
 * MAX_GOALS_IN_PROGRESS already run (409 TOO_MANY_GOALS). The patient's row is locked while
 * counting, so two creations at once cannot both pass the limit.
 */
export async function createPersonalGoal(deps: AppDeps, user: User, input: PersonalGoalBody) {
  const today = localDay(deps.now(), user.timeZone);
  const dataValue = (await dataValuesByKey(deps.db, [input.dataValue])).get(input.dataValue);
  if (!dataValue) {
    throw new ValidationError([{ path: "/dataValue", message: "is not in the data value catalogue" }]);
  }
  if (!canBeGoal(dataValue)) throw new ValidationError([{ path: "/dataValue", message: "cannot be a goal" }]);

  const goal = await runUseCase(deps.db, {
    load: async (trx) => {
      // FOR NO KEY UPDATE: serializes this patient's goal creations without blocking the rows that
      // merely reference the user (their foreign keys take KEY SHARE locks).
      await trx("users").where({ id: user.id }).forNoKeyUpdate().first("id");
      const counted = await trx("personalGoals")
        .where({ userId: user.id, status: GOAL_IN_PROGRESS })
        .where("end", ">", today)
        .count({ count: "*" });
      return { inProgress: Number(counted[0]?.count ?? 0) };
    },
    decide: ({ inProgress }) => {
      if (!canAddGoal(inProgress)) {
        throw new Conflict("TOO_MANY_GOALS", `At most ${MAX_GOALS_IN_PROGRESS} goals can be in progress`);
      }
      return createGoal({ ...input, today });
    },
    write: async (trx, created) =>
      PersonalGoal.query(trx).insertAndFetch({
        id: crypto.randomUUID(),
        userId: user.id,
        ...created,
      }),
  });
  return presentPersonalGoal(goal, dataValue, user.language, today);
}
