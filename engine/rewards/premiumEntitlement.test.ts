import { describe, expect, it } from "vitest";
import { isPremiumActive, premiumUntilAfterPurchase } from "./premiumEntitlement";

describe("premiumUntilAfterPurchase", () => {
  it("adds a month or a year from today for a first purchase", () => {
    expect(premiumUntilAfterPurchase(null, "2026-11-28", "monthly")).toBe("2026-12-28");
    expect(premiumUntilAfterPurchase(null, "2026-11-28", "yearly")).toBe("2027-11-28");
  });

  it("renews from the last day while premium runs, so no day is lost", () => {
    expect(premiumUntilAfterPurchase("2027-01-10", "2026-11-28", "monthly")).toBe("2027-02-10");
    expect(premiumUntilAfterPurchase("2026-11-28", "2026-11-28", "yearly")).toBe("2027-11-28");
  });

  it("starts again from today once premium has ended", () => {
    expect(premiumUntilAfterPurchase("2026-10-01", "2026-11-28", "monthly")).toBe("2026-12-28");
  });

  it("keeps the month's last day when the next month is shorter", () => {
    expect(premiumUntilAfterPurchase(null, "2027-01-31", "monthly")).toBe("2027-02-28");
  });
});

describe("isPremiumActive", () => {
  it("runs until its last day included", () => {
    expect(isPremiumActive("2026-11-28", "2026-11-28")).toBe(true);
    expect(isPremiumActive("2026-11-27", "2026-11-28")).toBe(false);
    expect(isPremiumActive(null, "2026-11-28")).toBe(false);
  });
});
