/**
 * Corrections of the journal: an entry of a day that may still be corrected
 * (engine/tracking/journalDays.ts) is replaced or removed. Each call is safe to send again: a replacement
 * writes the same row, a removal of an entry already gone answers `removed: false`.
 */
import type { MedicationIntakeUpdateBody, MedicationIntakeView, RemovedEntry } from "../../../card-schemas";
import { localDay } from "../../../engine/shared/dates";
import { JOURNAL_CORRECTION_DAYS, journalDayProblem } from "../../../engine/tracking/journalDays";
import type { AppDeps } from "../../appDeps";
import { DailyActivity, type User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict, NotFound, ValidationError } from "../../core/errors";
import { authorize } from "../../core/policies";
import { trackingPolicy } from "./policy";
import { presentMedicationIntake } from "./present";
import { assertMedicationExists } from "./trackingCatalogue";

const PROBLEM_TEXT = {
  FUTURE: "must not be after today",
  TOO_OLD: `must be within the last ${JOURNAL_CORRECTION_DAYS} days`,
} as const;

/** The patient's today, the day corrections are judged from. */
export function patientToday(deps: AppDeps, user: User): string {
  return localDay(deps.now(), user.timeZone);
}

/** 400 naming `path` when a day sent in a body may not be entered or corrected on `today`. */
export function assertEnterableDay(today: string, day: string, path: string): void {
  const problem = journalDayProblem(day, today);
  if (problem) throw new ValidationError([{ path, message: PROBLEM_TEXT[problem] }]);
}

/** 409 DAY_NOT_CORRECTABLE when a stored entry's day may no longer be corrected on `today`. */
export function assertCorrectableEntry(today: string, day: string): void {
  const problem = journalDayProblem(day, today);
  if (problem) {
    throw new Conflict("DAY_NOT_CORRECTABLE", "This day can no longer be corrected", [
      { path: "/date", message: PROBLEM_TEXT[problem] },
    ]);
  }
}

/** Removes one of the patient's symptom events; medication intakes that treated it keep their time. */
export async function removeSymptomEvent(deps: AppDeps, user: User, id: string): Promise<RemovedEntry> {
  return inTransaction(deps.db, async (trx) => {
    const key = { patientusersId: user.id, id };
    const existing = await trx("symptomEvents").where(key).forUpdate().first("id", "patientusersId", "date");
    // Another patient's id looks like one already gone: nothing tells it exists.
    if (!existing) return { id, removed: false };
    authorize(trackingPolicy.ownsEntry(user, existing));
    assertCorrectableEntry(patientToday(deps, user), existing.date);
    await trx("medicationIntakes")
      .where({ patientusersId: user.id, crisisId: id })
      .update({ crisisId: null });
    await trx("symptomEvents").where(key).delete();
    return { id, removed: true };
  });
}

async function lockedIntake(trx: AppDeps["db"], user: User, id: string) {
  return trx("medicationIntakes")
    .where({ patientusersId: user.id, id })
    .forUpdate()
    .first("id", "patientusersId", "datetime");
}

/** Replaces the medication, time and efficiency of one of the patient's intakes (404 for anyone else's). */
export async function updateMedicationIntake(
  deps: AppDeps,
  user: User,
  id: string,
  input: MedicationIntakeUpdateBody,
): Promise<MedicationIntakeView> {
  return inTransaction(deps.db, async (trx) => {
    const existing = await lockedIntake(trx, user, id);
    if (!existing) throw new NotFound("No such medication intake");
    authorize(trackingPolicy.ownsEntry(user, existing));
    assertCorrectableEntry(patientToday(deps, user), localDay(new Date(existing.datetime), user.timeZone));
    const datetime = new Date(input.datetime);
    assertEnterableDay(patientToday(deps, user), localDay(datetime, user.timeZone), "/datetime");
    await assertMedicationExists(trx, input.medicationID);
    const [updated] = await trx("medicationIntakes")
      .where({ patientusersId: user.id, id })
      .update({ medicationId: input.medicationID, datetime, efficiency: input.efficiency ?? null })
      .returning("*");
    return presentMedicationIntake(updated);
  });
}

/** Removes one of the patient's medication intakes. */
export async function removeMedicationIntake(deps: AppDeps, user: User, id: string): Promise<RemovedEntry> {
  return inTransaction(deps.db, async (trx) => {
    const existing = await lockedIntake(trx, user, id);
    if (!existing) return { id, removed: false };
    authorize(trackingPolicy.ownsEntry(user, existing));
    assertCorrectableEntry(patientToday(deps, user), localDay(new Date(existing.datetime), user.timeZone));
    await trx("medicationIntakes").where({ patientusersId: user.id, id }).delete();
    return { id, removed: true };
  });
}

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
  return inTransaction(deps.db, async (trx) => {
    const existing = await trx("dailyActivities")
      .where({ id, patientusersId: user.id })
      .forUpdate()
      .first("id", "date");
    if (!existing) return { id, removed: false };
    assertCorrectableEntry(patientToday(deps, user), date);
    await trx("dailyActivities").where({ id, patientusersId: user.id }).delete();
    return { id, removed: true };
  });
}
