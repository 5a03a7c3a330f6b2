/**
 * docs/features/rewards.md: the premium offer, monthly or yearly, in euro cents.
 * During the first PREMIUM_WINDOW_DAYS days after the account was created the reduced prices
 * apply (the reduction variant), for the days left in that window; the yearly plan saves 14 euro
 * against twelve months.
 */
import type { PremiumOffer, PremiumPlan } from "../../card-schemas";
import { dayDiff } from "../shared/dates";

/** The reduction window, counted from the account's creation day (docs/features/rewards.md). */
export const PREMIUM_WINDOW_DAYS = 14;
/** The yearly plan saves 14 euro against twelve monthly payments (docs/features/rewards.md). */
export const PREMIUM_YEARLY_SAVING_CENTS = 1400;

export const PREMIUM_PLANS = ["monthly", "yearly"] as const satisfies readonly PremiumPlan[];

/** The premium author's pricing (docs/features/rewards.md). */
export interface PremiumPricing {
  /** Monthly price in euro cents. */
  month: number;
  /** Yearly price in euro cents; absent: twelve months less the yearly saving. */
  year?: number | null;
  /** Percent off the monthly price during the window; absent or 0: no reduction. */
  monthReduction?: number | null;
  /** Percent off the yearly price during the window. */
  yearReduction?: number | null;
}

/** Days left in the 14-day window on `today` for an account created on `createdDay`. */
export function premiumDaysLeft(createdDay: string, today: string): number {
  const elapsed = dayDiff(createdDay, today);
  return Math.max(0, Math.min(PREMIUM_WINDOW_DAYS, PREMIUM_WINDOW_DAYS - elapsed));
}

function reduced(price: number, percent: number | null | undefined, daysLeft: number): number | null {
  if (daysLeft <= 0 || !percent || percent <= 0) return null;
  return Math.round((price * (100 - Math.min(percent, 100))) / 100);
}

/** The offer shown to an account created on `createdDay`, on `today`. */
export function premiumOffer(pricing: PremiumPricing, createdDay: string, today: string): PremiumOffer {
  const daysLeft = premiumDaysLeft(createdDay, today);
  const yearPrice = pricing.year ?? Math.max(0, 12 * pricing.month - PREMIUM_YEARLY_SAVING_CENTS);
  const monthly = {
    plan: "monthly" as const,
    price: pricing.month,
    reducedPrice: reduced(pricing.month, pricing.monthReduction, daysLeft),
    savings: 0,
  };
  const yearly = {
    plan: "yearly" as const,
    price: yearPrice,
    reducedPrice: reduced(yearPrice, pricing.yearReduction, daysLeft),
    savings: Math.max(0, 12 * pricing.month - yearPrice),
  };
  return {
    monthly,
    yearly,
    daysLeft,
    reduction: monthly.reducedPrice !== null || yearly.reducedPrice !== null,
  };
}

/** What the patient pays for `plan` now: the reduced price while it applies. */
export function premiumPriceOf(offer: PremiumOffer, plan: PremiumPlan): number {
  const chosen = offer[plan];
  return chosen.reducedPrice ?? chosen.price;
}

/** The author whose pricing is the premium offer (the app's own). */
export const PREMIUM_AUTHOR_ID = "outchi";
/** The premium pricing while the author's pricing is not set: 4.99 euro a month, 20 % off in the window. */
export const PREMIUM_DEFAULT_PRICING: PremiumPricing = { month: 499, monthReduction: 20, yearReduction: 20 };
