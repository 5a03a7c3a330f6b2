import { describe, expect, it } from "vitest";
import { normalizePhoneNumber } from "./phoneNumber";

describe("normalizePhoneNumber (docs/features/accounts.md: a French 10-digit number starting with 0 is stored as +33)", () => {
  it("stores a French national number as +33", () => {
    expect(normalizePhoneNumber("0612345678")).toBe("+33612345678");
    expect(normalizePhoneNumber("01 23 45 67 89")).toBe("+33123456789");
    expect(normalizePhoneNumber("06.12.34.56.78")).toBe("+33612345678");
  });

  it("keeps a number already international", () => {
    expect(normalizePhoneNumber("+33612345678")).toBe("+33612345678");
    expect(normalizePhoneNumber("+41 79 123 45 67")).toBe("+41791234567");
    expect(normalizePhoneNumber("+12025550123")).toBe("+12025550123");
  });

  it("refuses anything else", () => {
    for (const input of [
      "",
      "612345678",
      "061234567",
      "06123456789",
      "0012345678",
      "+0612345678",
      "+331",
      "06 12 34 56 7a",
      "call me",
      "+3361234567890123",
      `0612345678${" ".repeat(40)}`,
    ]) {
      expect([input, normalizePhoneNumber(input)]).toEqual([input, null]);
    }
  });
});
