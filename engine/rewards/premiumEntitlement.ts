/**
 * docs/features/rewards.md: premium is an entitlement with a last day. Buying or renewing a plan
 * adds its months from that last day while premium runs, else from today, so a renewal before the
 * end loses no day. While it runs, the server counts it as a paid author link: the correlation list
 * and the program limits grow as with one.
 */
import type { PremiumPlan } from "../../card-schemas";
import { addCalendarMonths } from "../shared/dates";

/** Months one purchase of each plan adds. */
export const PREMIUM_PLAN_MONTHS = { monthly: 1, yearly: 12 } as const satisfies Record<PremiumPlan, number>;

/** Paid links premium counts as, for the correlations and the program limits (docs/features/programs.md). */
export const PREMIUM_PAID_LINKS = 1;

/** The last day of premium after buying `plan` on `today`, premium having run until `until` (or never). */
export function premiumUntilAfterPurchase(until: string | null, today: string, plan: PremiumPlan): string {
  const from = until !== null && until >= today ? until : today;
  return addCalendarMonths(from, PREMIUM_PLAN_MONTHS[plan]);
}

/** Whether premium runs on `today`: its last day included. */
export function isPremiumActive(until: string | null, today: string): boolean {
  return until !== null && today <= until;
}
