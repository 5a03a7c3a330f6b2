import { describe, expect, it } from "vitest";
import {
  authorMonthlyPrice,
  followRefund,
  FOLLOW_REFUND_EARLY_DAYS,
  FOLLOW_REFUND_EARLY_PERCENT,
} from "./authorFollow";

const asked = new Date("2026-11-01T10:00:00Z");
const later = (days: number, ms = 0) => new Date(asked.getTime() + days * 86_400_000 + ms);

describe("cancelling a follow (docs/features/authors.md)", () => {
  it("gives back 50 % within 7 days of asking and 100 % after", () => {
    expect(FOLLOW_REFUND_EARLY_DAYS).toBe(7);
    expect(FOLLOW_REFUND_EARLY_PERCENT).toBe(50);
    expect(followRefund(500, asked, later(0))).toBe(250);
    expect(followRefund(500, asked, later(7))).toBe(250);
    expect(followRefund(500, asked, later(7, 1))).toBe(500);
    expect(followRefund(1375, asked, later(30))).toBe(1375);
  });

  it("floors half of an odd price and gives nothing back for a free follow", () => {
    expect(followRefund(1375, asked, later(1))).toBe(687);
    expect(followRefund(0, asked, later(1))).toBe(0);
    expect(followRefund(0, asked, later(10))).toBe(0);
  });
});

describe("the author page's monthly price (docs/features/authors.md)", () => {
  it("is 500 times monthPrice", () => {
    expect(authorMonthlyPrice(1)).toBe(500);
    expect(authorMonthlyPrice(2.5)).toBe(1250);
  });
});
