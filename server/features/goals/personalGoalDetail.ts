/** One of the patient's personal goals (docs/features/goals.md) with its daily values and the success verdict. */
import { localDay } from "../../../engine/shared/dates";
import { goalSuccess } from "../../../engine/goals/goalSuccess";
import { PersonalGoal, type User } from "../../platform/db/models";
import type { AppDeps } from "../../appDeps";
import { personalGoalPolicy } from "./policy";
import { authorize } from "../../core/policies";
import { presentPersonalGoal } from "./present";
import { dataValuesByKey } from "./goalDataValues";

/** A goal with the daily values of its data value from start to end and the success verdict. */
export async function getPersonalGoal(deps: AppDeps, user: User, id: string) {
  const today = localDay(deps.now(), user.timeZone);
  // The patient's own goal, or 404 (another patient's goal answers the same as a missing one).
  const goal = await PersonalGoal.query(deps.db).findById(id);
  authorize(goal !== undefined && personalGoalPolicy.owns(user, goal));
  const [dataValues, rows] = await Promise.all([
    dataValuesByKey(deps.db, [goal.dataValue]),
    deps
      .db("dailyActivities")
      .where({ userId: user.id, value: goal.dataValue })
      .where("date", ">=", goal.start)
      .where("date", "<", goal.end)
      .whereNotNull("intensity")
      .orderBy("date")
      .select("date", "intensity"),
  ]);
  const days = (rows as Array<{ date: string; intensity: number }>).map((row) => ({
    date: row.date,
    value: Number(row.intensity),
  }));
  return {
    ...presentPersonalGoal(goal, dataValues.get(goal.dataValue), user.language, today),
    days,
    success: goalSuccess(
      goal.typeOfGoal,
      goal.value,
      days.map((day) => day.value),
    ),
  };
}
