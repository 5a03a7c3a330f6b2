/**
 * Which days the journal lets a patient enter or correct. The product sets no limit; ours:
 * never a day after the patient's today, and at most 90 days back, the longest window anything
 * reads the record over (docs/features/tracking.md: questionnaire scores over 90 days; docs/features/tracking.md: a connection
 * shares the 90 days before it). Older days stay readable, as they were recorded.
 */
import { QUESTIONNAIRE_SCORES_WINDOW_DAYS } from "./questionnaireRules";
import { addDays, dayDiff } from "../shared/dates";

/** Days back, today not counted, that may still be entered or corrected. */
export const JOURNAL_CORRECTION_DAYS = QUESTIONNAIRE_SCORES_WINDOW_DAYS;

/** The most days one journal read covers (a month's calendar). */
export const JOURNAL_MAX_SPAN_DAYS = 31;

/** Why `day` may not be entered or corrected on the patient's `today`. */
export type JournalDayProblem = "FUTURE" | "TOO_OLD";

/** The oldest day that may be entered or corrected on `today`. */
export function oldestCorrectableDay(today: string): string {
  return addDays(today, -JOURNAL_CORRECTION_DAYS);
}

/** Null when `day` may be entered or corrected on `today`, else why not. */
export function journalDayProblem(day: string, today: string): JournalDayProblem | null {
  const back = dayDiff(day, today);
  if (back < 0) return "FUTURE";
  if (back > JOURNAL_CORRECTION_DAYS) return "TOO_OLD";
  return null;
}
