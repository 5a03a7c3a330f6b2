import { describe, expect, it } from "vitest";
import { EXPIRED_CARD_STATUS, isCardExpired } from "./cardExpiry";

describe("isCardExpired", () => {
  it("keeps a NEW card alive up to and including its maxDate, in the patient's local day", () => {
    expect(isCardExpired({ status: "NEW", maxDate: "2025-03-10" }, "2025-03-09")).toBe(false);
    expect(isCardExpired({ status: "NEW", maxDate: "2025-03-10" }, "2025-03-10")).toBe(false);
  });

  it("expires a NEW card the day after its maxDate (yesterday's unfinished card)", () => {
    expect(isCardExpired({ status: "NEW", maxDate: "2025-03-10" }, "2025-03-11")).toBe(true);
    expect(isCardExpired({ status: "NEW", maxDate: "2025-01-01" }, "2025-03-11")).toBe(true);
  });

  it("keeps an EXPIRED card expired, and never expires a closed card", () => {
    expect(EXPIRED_CARD_STATUS).toBe("EXPIRED");
    expect(isCardExpired({ status: "EXPIRED", maxDate: "2025-03-10" }, "2025-03-10")).toBe(true);
    for (const status of ["DONE", "DISMISSED", "CANCELED", "UNDER_CONDITIONS"] as const) {
      expect(isCardExpired({ status, maxDate: "2025-03-10" }, "2025-03-20")).toBe(false);
    }
  });
});
