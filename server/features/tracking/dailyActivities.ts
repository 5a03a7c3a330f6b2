/** The patient's daily activity (docs/features/tracking.md): their entries of a span of days. */
import type { AppDeps } from "../../appDeps";
import { DailyActivity, type User } from "../../platform/db/models";

/** The patient's entries from `from` to `to` (both included), by day then value. */
export async function listDailyActivities(
  deps: AppDeps,
  user: User,
  from: string,
  to: string,
): Promise<DailyActivity[]> {
  return await DailyActivity.query(deps.db)
    .modify("ofPatient", user.id)
    .whereBetween("date", [from, to])
    .orderBy([{ column: "date" }, { column: "value" }]);
}
