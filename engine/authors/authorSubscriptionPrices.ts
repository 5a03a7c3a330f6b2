/**
 * docs/features/authors.md: the prices in rewards of 1, 3, 6 and 12 months of an author,
 * each multiplied by the author's monthPrice, with what each saves against paying month by month.
 */
import type { AuthorSubscriptionPrice, SubscriptionMonths } from "../../card-schemas";
import { addCalendarMonths } from "../shared/dates";

/** Base prices in rewards by number of months, before the author's monthPrice multiplier. */
export const AUTHOR_SUBSCRIPTION_BASE_PRICES = {
  1: 500,
  3: 1375,
  6: 2625,
  12: 5000,
} as const satisfies Record<SubscriptionMonths, number>;
/** What each duration saves against 500 per month, before the multiplier. */
export const AUTHOR_SUBSCRIPTION_BASE_SAVINGS = { 1: 0, 3: 125, 6: 375, 12: 1000 } as const satisfies Record<
  SubscriptionMonths,
  number
>;

/** The durations on sale, shortest first. */
export const SUBSCRIPTION_MONTHS = [1, 3, 6, 12] as const satisfies readonly SubscriptionMonths[];

export function isSubscriptionMonths(months: unknown): months is SubscriptionMonths {
  return (SUBSCRIPTION_MONTHS as readonly unknown[]).includes(months);
}

/** Rewards are whole: a fractional monthPrice rounds each price to the nearest reward. */
export function authorSubscriptionPrice(
  months: SubscriptionMonths,
  monthPrice: number,
): AuthorSubscriptionPrice {
  return {
    months,
    price: Math.round(AUTHOR_SUBSCRIPTION_BASE_PRICES[months] * monthPrice),
    savings: Math.round(AUTHOR_SUBSCRIPTION_BASE_SAVINGS[months] * monthPrice),
  };
}

/** The four tiles of the picker, shortest first. */
export function authorSubscriptionPrices(monthPrice: number): AuthorSubscriptionPrice[] {
  return SUBSCRIPTION_MONTHS.map((months) => authorSubscriptionPrice(months, monthPrice));
}

/** A tile is highlighted when the balance covers its price (docs/features/authors.md). */
export function canAfford(balance: number, price: number): boolean {
  return balance >= price;
}

/** Status of a paid author link that gives access (docs/features/authors.md). */
export const AUTHOR_LINK_VALIDATED = "VALIDATED";

/** A link gives access while it is VALIDATED and its end day is not before today (docs/features/authors.md). */
export function isAuthorLinkValid(
  link: { status: string; end: string } | null | undefined,
  today: string,
): boolean {
  return !!link && link.status === AUTHOR_LINK_VALIDATED && link.end >= today;
}

/**
 * Where the expiry job moves a VALIDATED link once its end day is before the patient's today: it
 * gave no access since (isAuthorLinkValid), the status now says so. A renewal or a new follow sets
 * VALIDATED or TO_VALIDATE again, as after CANCELED.
 */
export const AUTHOR_LINK_EXPIRED = "EXPIRED";

/** True for a VALIDATED link whose end day is before `today`: the expiry job's candidates. */
export function isAuthorLinkExpired(link: { status: string; end: string }, today: string): boolean {
  return link.status === AUTHOR_LINK_VALIDATED && link.end < today;
}

/**
 * The last day of a link after buying `months` more: counted from the current end while the link
 * is still valid (a renewal extends it), else from today. Calendar months, the day clamped to the
 * month's length (January 31 plus one month is the last day of February).
 */
export function subscriptionEnd(
  currentEnd: string | null,
  today: string,
  months: SubscriptionMonths,
): string {
  const from = currentEnd !== null && currentEnd >= today ? currentEnd : today;
  return addCalendarMonths(from, months);
}
