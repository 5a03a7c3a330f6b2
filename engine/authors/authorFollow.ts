/**
 * Following an author (docs/features/authors.md): a follow waits for the author ("to validate by author");
 * the patient may cancel it while it waits and gets back part of what it cost: 50 % within 7 days
 * of asking and 100 % after, as the seed states it. The page shows one month at 500 × monthPrice.
 */
import { authorSubscriptionPrice } from "./authorSubscriptionPrices";

/** The status of a follow waiting for the author. */
export const AUTHOR_LINK_TO_VALIDATE = "TO_VALIDATE";
/** Days after asking during which a cancel gives back only part of the price. */
export const FOLLOW_REFUND_EARLY_DAYS = 7;
/** The part given back during those days, in percent; after them, all of it. */
export const FOLLOW_REFUND_EARLY_PERCENT = 50;

const DAY_MS = 86_400_000;

/** Rewards given back when a follow asked at `requestedAt` for `price` is cancelled at `now` (floored). */
export function followRefund(price: number, requestedAt: Date, now: Date): number {
  const early = now.getTime() - requestedAt.getTime() <= FOLLOW_REFUND_EARLY_DAYS * DAY_MS;
  return early ? Math.floor((price * FOLLOW_REFUND_EARLY_PERCENT) / 100) : price;
}

/** One month of an author as the author page shows it (docs/features/authors.md: 500 times monthPrice). */
export function authorMonthlyPrice(monthPrice: number): number {
  return authorSubscriptionPrice(1, monthPrice).price;
}
