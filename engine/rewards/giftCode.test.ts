import { describe, expect, it } from "vitest";
import { giftCodeOpen, normalizeGiftCode } from "./giftCode";

describe("gift codes (docs/features/rewards.md)", () => {
  it("lowercases the code before sending it", () => {
    expect(normalizeGiftCode("  OUTCHI-Demo ")).toBe("outchi-demo");
  });

  it("runs from its first to its last day, both included", () => {
    const code = { validFrom: "2026-01-01", validUntil: "2026-12-31" };
    expect(giftCodeOpen(code, "2025-12-31")).toBe(false);
    expect(giftCodeOpen(code, "2026-01-01")).toBe(true);
    expect(giftCodeOpen(code, "2026-12-31")).toBe(true);
    expect(giftCodeOpen(code, "2027-01-01")).toBe(false);
  });
});
