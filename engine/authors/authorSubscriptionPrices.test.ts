import { describe, expect, it } from "vitest";
import {
  authorSubscriptionPrice,
  authorSubscriptionPrices,
  canAfford,
  AUTHOR_LINK_EXPIRED,
  isAuthorLinkExpired,
  isAuthorLinkValid,
  isSubscriptionMonths,
  subscriptionEnd,
} from "./authorSubscriptionPrices";

describe("author subscription prices (docs/features/authors.md)", () => {
  it("costs 500, 1375, 2625, 5000 and saves 0, 125, 375, 1000 at monthPrice 1", () => {
    expect(authorSubscriptionPrices(1)).toEqual([
      { months: 1, price: 500, savings: 0 },
      { months: 3, price: 1375, savings: 125 },
      { months: 6, price: 2625, savings: 375 },
      { months: 12, price: 5000, savings: 1000 },
    ]);
  });

  it("multiplies everything by monthPrice", () => {
    expect(authorSubscriptionPrices(2).map((p) => [p.price, p.savings])).toEqual([
      [1000, 0],
      [2750, 250],
      [5250, 750],
      [10000, 2000],
    ]);
    expect(authorSubscriptionPrice(3, 0.5)).toEqual({ months: 3, price: 688, savings: 63 });
  });

  it("saves against paying month by month", () => {
    for (const { months, price, savings } of authorSubscriptionPrices(1)) {
      expect(price + savings).toBe(500 * months);
    }
  });

  it("takes only 1, 3, 6 or 12 months", () => {
    expect([1, 3, 6, 12].every(isSubscriptionMonths)).toBe(true);
    expect([0, 2, 24, "3"].some(isSubscriptionMonths)).toBe(false);
  });

  it("highlights a tile when the balance covers it", () => {
    expect(canAfford(500, 500)).toBe(true);
    expect(canAfford(499, 500)).toBe(false);
  });
});

describe("author links (docs/features/authors.md)", () => {
  it("are valid while VALIDATED and not past their end day", () => {
    expect(isAuthorLinkValid({ status: "VALIDATED", end: "2025-03-10" }, "2025-03-10")).toBe(true);
    expect(isAuthorLinkValid({ status: "VALIDATED", end: "2025-03-09" }, "2025-03-10")).toBe(false);
    expect(isAuthorLinkValid({ status: "TO_VALIDATE", end: "2025-04-10" }, "2025-03-10")).toBe(false);
    expect(isAuthorLinkValid(null, "2025-03-10")).toBe(false);
  });

  it("expire once VALIDATED and past their end day, and an EXPIRED link gives no access", () => {
    expect(isAuthorLinkExpired({ status: "VALIDATED", end: "2025-03-09" }, "2025-03-10")).toBe(true);
    expect(isAuthorLinkExpired({ status: "VALIDATED", end: "2025-03-10" }, "2025-03-10")).toBe(false);
    expect(isAuthorLinkExpired({ status: "CANCELED", end: "2025-03-01" }, "2025-03-10")).toBe(false);
    expect(isAuthorLinkValid({ status: AUTHOR_LINK_EXPIRED, end: "2025-04-10" }, "2025-03-10")).toBe(false);
  });

  it("end months later, from the current end while valid, else from today", () => {
    expect(subscriptionEnd(null, "2025-03-10", 1)).toBe("2025-04-10");
    expect(subscriptionEnd(null, "2025-01-31", 1)).toBe("2025-02-28");
    expect(subscriptionEnd(null, "2025-11-15", 3)).toBe("2026-02-15");
    expect(subscriptionEnd(null, "2025-03-10", 12)).toBe("2026-03-10");
    expect(subscriptionEnd("2025-04-10", "2025-03-10", 6)).toBe("2025-10-10");
    expect(subscriptionEnd("2025-02-01", "2025-03-10", 1)).toBe("2025-04-10");
  });
});
