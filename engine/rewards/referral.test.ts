import { describe, expect, it } from "vitest";
import {
  newReferralCode,
  normalizeReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_MAX_PAID_PER_SPONSOR,
  referralRewards,
} from "./referral";

describe("newReferralCode", () => {
  it("makes 8 characters from the unambiguous alphabet", () => {
    const values = [0, 0.99, 0.5, 0.1, 0.2, 0.3, 0.4, 0.6];
    const code = newReferralCode(() => values.shift() ?? 0);
    expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
    expect(code).toBe("A9SDGKPV");
    expect([...code].every((c) => REFERRAL_CODE_ALPHABET.includes(c))).toBe(true);
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });
});

describe("normalizeReferralCode", () => {
  it("ignores case, spaces and dashes as typed", () => {
    expect(normalizeReferralCode(" a9sd-gkpv ")).toBe("A9SDGKPV");
  });
});

describe("referralRewards", () => {
  it("pays the sponsor and the new account 100 each", () => {
    expect(referralRewards("sponsor", "newcomer", 0)).toEqual({ sponsor: 100, newAccount: 100 });
  });

  it("pays nothing for an account's own code", () => {
    expect(referralRewards("same", "same", 0)).toEqual({ sponsor: 0, newAccount: 0 });
  });

  it("stops paying the sponsor after 20 accounts, still paying the new account", () => {
    expect(referralRewards("sponsor", "newcomer", REFERRAL_MAX_PAID_PER_SPONSOR - 1).sponsor).toBe(100);
    expect(referralRewards("sponsor", "newcomer", REFERRAL_MAX_PAID_PER_SPONSOR)).toEqual({
      sponsor: 0,
      newAccount: 100,
    });
  });
});
