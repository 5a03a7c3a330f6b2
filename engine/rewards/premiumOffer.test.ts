import { describe, expect, it } from "vitest";
import {
  PREMIUM_WINDOW_DAYS,
  PREMIUM_YEARLY_SAVING_CENTS,
  premiumDaysLeft,
  premiumOffer,
  premiumPriceOf,
} from "./premiumOffer";

const pricing = { month: 499, monthReduction: 20, yearReduction: 30 };

describe("premium offer (docs/features/rewards.md)", () => {
  it("counts the days left in the 14-day window from account creation", () => {
    expect(PREMIUM_WINDOW_DAYS).toBe(14);
    expect(premiumDaysLeft("2025-03-01", "2025-03-01")).toBe(14);
    expect(premiumDaysLeft("2025-03-01", "2025-03-10")).toBe(5);
    expect(premiumDaysLeft("2025-03-01", "2025-03-15")).toBe(0);
    expect(premiumDaysLeft("2025-03-01", "2025-06-01")).toBe(0);
  });

  it("saves 14 euro a year on the yearly plan", () => {
    expect(PREMIUM_YEARLY_SAVING_CENTS).toBe(1400);
    const offer = premiumOffer({ month: 499 }, "2025-01-01", "2025-03-01");
    expect(offer.yearly.price).toBe(12 * 499 - 1400);
    expect(offer.yearly.savings).toBe(1400);
    expect(offer.monthly.savings).toBe(0);
  });

  it("shows the reduction variant while days are left in the window", () => {
    const offer = premiumOffer(pricing, "2025-03-01", "2025-03-10");
    expect(offer.reduction).toBe(true);
    expect(offer.daysLeft).toBe(5);
    expect(offer.monthly.reducedPrice).toBe(399);
    expect(offer.yearly.reducedPrice).toBe(Math.round(4588 * 0.7));
    expect(premiumPriceOf(offer, "monthly")).toBe(399);
  });

  it("charges the full price once the window is over, or without a reduction", () => {
    const late = premiumOffer(pricing, "2025-03-01", "2025-03-15");
    expect(late.reduction).toBe(false);
    expect(premiumPriceOf(late, "yearly")).toBe(4588);
    expect(premiumOffer({ month: 499 }, "2025-03-01", "2025-03-02").reduction).toBe(false);
  });

  it("uses the author's yearly price when there is one", () => {
    expect(premiumOffer({ month: 500, year: 5000 }, "2025-01-01", "2025-03-01").yearly).toEqual({
      plan: "yearly",
      price: 5000,
      reducedPrice: null,
      savings: 1000,
    });
  });
});
