/**
 * The checks of a journal day (docs/features/tracking.md, engine/tracking/journalDays.ts): a day sent in
 * a body must be one that may be entered, a stored entry's day one that may still be corrected, both
 * judged from the patient's today.
 */
import { localDay } from "../../../engine/shared/dates";
import { JOURNAL_CORRECTION_DAYS, journalDayProblem } from "../../../engine/tracking/journalDays";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict, ValidationError } from "../../core/errors";

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
