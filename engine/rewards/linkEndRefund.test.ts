import { describe, expect, it } from "vitest";
import { linkEndRefund } from "./linkEndRefund";

const month = { paid: 500, from: "2026-11-01", end: "2026-11-30" };

describe("linkEndRefund", () => {
  it("gives everything back when the pro ends the link on its first paid day", () => {
    expect(linkEndRefund(month, "2026-11-01")).toBe(500);
  });

  it("gives back the unused days pro rata, today counted unused, floored", () => {
    // 20 of 30 days unused (the 11th to the 30th).
    expect(linkEndRefund(month, "2026-11-11")).toBe(333);
    expect(linkEndRefund(month, "2026-11-30")).toBe(16);
  });

  it("gives nothing once the period is over or when nothing was paid", () => {
    expect(linkEndRefund(month, "2026-12-01")).toBe(0);
    expect(linkEndRefund({ ...month, paid: 0 }, "2026-11-01")).toBe(0);
  });

  it("never gives back more than was paid, even for a day before the period", () => {
    expect(linkEndRefund(month, "2026-10-20")).toBe(500);
  });
});
