/**
 * A patient removes their entry of a data value on a day from the journal (docs/features/tracking.md),
 * while the day may still be corrected; sent again, it answers `removed: false`.
 */
import type { RemovedEntry } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import { DailyActivity, type User } from "../../platform/db/models";
import { runUseCase } from "../../core/useCase";
import { assertCorrectableEntry, patientToday } from "./journalDayChecks";

/**
 * Removes the patient's entry of a data value on a day. A private picture's entry goes with it;
 * its file stays stored (the pro's and the export's reads find files through entries only).
 */
export async function removeDailyActivity(
  deps: AppDeps,
  user: User,
  date: string,
  value: string,
): Promise<RemovedEntry> {
  const id = DailyActivity.idFor(value, date, user.id);
  return runUseCase(deps.db, {
    load: (trx) => trx("dailyActivities").where({ id, userId: user.id }).forUpdate().first("id", "date"),
    decide: (existing) => {
      if (existing) assertCorrectableEntry(patientToday(deps, user), date);
    },
    write: async (trx, _decision, existing) => {
      if (!existing) return { id, removed: false };
      await trx("dailyActivities").where({ id, userId: user.id }).delete();
      return { id, removed: true };
    },
  });
}
