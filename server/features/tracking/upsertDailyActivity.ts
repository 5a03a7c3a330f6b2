/**
 * A patient records their value of a day (docs/features/tracking.md): one entry per data value, day and
 * patient, written by the daily entry card and the WALK, HYDRATION, MEAL and DAY_ACTIVITY tasks.
 */
import type { DailyActivityBody, DailyActivityView } from "../../../card-schemas";
import { entryProblem, storedIntensity } from "../../../engine/tracking/dailyActivityEntry";
import { localDay } from "../../../engine/shared/dates";
import { DailyActivity, type User } from "../../platform/db/models";
import { ValidationError } from "../../core/errors";
import type { AppDeps } from "../../appDeps";
import { findDataValue } from "./findDataValue";
import { assertEnterableDay } from "./journalDayChecks";
import { catalogueEntryOf, presentDailyActivity } from "./present";
import { runUseCase } from "../../core/useCase";
import type { IdempotentRequest } from "../../core/idempotency";
import { afterNewData } from "../../platform/jobs/afterNewData";

/**
 * Creates or replaces the patient's entry for a value and a day. Refuses (400) a value the
 * catalogue does not have, an intensity out of the value's range and a day the journal does not let
 * be entered (after the patient's today, or too far back: engine/tracking/journalDays.ts). With the
 * client's key, the same request sent again answers the first answer and replaces nothing, even
 * an entry of the day written since.
 */
export async function upsertDailyActivity(
  deps: AppDeps,
  user: User,
  input: DailyActivityBody,
  request?: IdempotentRequest,
): Promise<DailyActivityView> {
  const today = localDay(deps.now(), user.timeZone);
  assertEnterableDay(today, input.date, "/date");
  const row = await findDataValue(deps.db, input.value);
  if (!row) throw new ValidationError([{ path: "/value", message: "is not in the data value catalogue" }]);
  const entry = catalogueEntryOf(row);
  const problem = entryProblem(entry, input.intensity);
  if (problem) throw new ValidationError([{ path: "/intensity", message: problem }]);

  const fields = {
    intensity: storedIntensity(entry, input.intensity),
    data: input.data === undefined ? null : JSON.stringify(input.data),
    category: entry.category,
    source: "USER",
    updatedAt: deps.now(),
  };
  const saved = await runUseCase(
    deps.db,
    {
      load: async () => undefined,
      write: async (trx) => {
        const [row] = await trx("dailyActivities")
          .insert({
            id: DailyActivity.idFor(input.value, input.date, user.id),
            value: input.value,
            date: input.date,
            userId: user.id,
            createdAt: deps.now(),
            ...fields,
          })
          .onConflict("id")
          .merge(fields)
          .returning("*");
        return presentDailyActivity(DailyActivity.fromDatabaseJson(row));
      },
    },
    { idempotency: request },
  );
  await afterNewData(deps.jobs, user.id);
  return saved;
}
