/**
 * The author's side of a follow (docs/features/authors.md): validating or rejecting a patient's
 * invitation, and the windows of patient data a linked author reads.
 */
import type { ProSeriesKind } from "../../card-schemas";
import { AUTHOR_LINK_TO_VALIDATE } from "./authorFollow";
import { isSubscriptionMonths, subscriptionEnd } from "./authorSubscriptionPrices";
import { addDays } from "../shared/dates";

/** A free follow (no months bought) is validated for one month; the patient follows again after it. */
export const FREE_FOLLOW_MONTHS = 1;
/** Days of data in the overview a linked author reads (docs/features/authors.md's 30-day windows). */
export const PRO_DATA_WINDOW_DAYS = 30;
/** Days of one kind's series (docs/features/authors.md: questionnaire scores over 90 days). */
export const PRO_SERIES_WINDOW_DAYS = 90;
/** The kinds of series an author may read one at a time (GET …/data/{x}). */
export const PRO_SERIES_KINDS = [
  "symptoms",
  "intakes",
  "dailyValues",
  "questionnaires",
] as const satisfies readonly ProSeriesKind[];

/** Whether the author may still decide the link: only a waiting invitation (a decided one is 409). */
export function isInvitationOpen(status: string): boolean {
  return status === AUTHOR_LINK_TO_VALIDATE;
}

/**
 * The last day of a link the author validates on `today`: `today` plus the months the patient paid
 * for (a free follow: FREE_FOLLOW_MONTHS), or the link's current end when that is later (a paid
 * period still running is never shortened).
 */
export function validatedLinkEnd(today: string, months: number | null, currentEnd: string | null): string {
  const end = subscriptionEnd(null, today, isSubscriptionMonths(months) ? months : FREE_FOLLOW_MONTHS);
  return currentEnd !== null && currentEnd > end ? currentEnd : end;
}

/** A rejected follow is refunded in full: what the patient paid for it. */
export function rejectionRefund(followPrice: number): number {
  return Math.max(0, Math.trunc(followPrice));
}

/** The first and last day of a window of `days` days ending on `today`. */
export function dataWindow(today: string, days: number): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}
