/**
 * When a program is over (docs/features/programs.md, "Finishing"). A subscription started on
 * `startDate` (day 1) runs `studyDuration` days; its duration has run once its last day has come:
 * every day has been dealt, and the END_STUDY card that closes it on that day may validate it. Only
 * then does an INPROGRESS subscription read as WAITING_FOR_VALIDATION, and only then can it be
 * validated; before, validation is refused and nothing changes.
 */
import type { SubscriptionStatus } from "../../card-schemas";
import { addDays } from "../shared/dates";

/** The status a subscription takes once its program is over, waiting for the patient to validate it. */
export const OVER_STATUS = "WAITING_FOR_VALIDATION" satisfies SubscriptionStatus;

/** The program's last day: day `studyDuration`, counting its start as day 1. */
export function studyLastDay(startDate: string, studyDuration: number): string {
  return addDays(startDate, Math.max(1, studyDuration) - 1);
}

/** Whether the program's duration has run on `today`: its last day has come. */
export function isStudyOver(startDate: string, studyDuration: number, today: string): boolean {
  return today >= studyLastDay(startDate, studyDuration);
}

/** The status as it stands on `today`: a running subscription whose program is over waits for validation. */
export function statusOn(
  status: SubscriptionStatus,
  startDate: string,
  studyDuration: number,
  today: string,
): SubscriptionStatus {
  return status === "INPROGRESS" && isStudyOver(startDate, studyDuration, today) ? OVER_STATUS : status;
}

/**
 * Why a subscription with the status `status` on today (`statusOn`) cannot be validated, or null
 * when it can: only WAITING_FOR_VALIDATION can. A running one is PROGRAM_NOT_OVER; any other
 * (DONE, a draft…) NOT_VALIDATABLE.
 */
export function validationRefusal(status: SubscriptionStatus): "PROGRAM_NOT_OVER" | "NOT_VALIDATABLE" | null {
  if (status === OVER_STATUS) return null;
  return status === "INPROGRESS" ? "PROGRAM_NOT_OVER" : "NOT_VALIDATABLE";
}
