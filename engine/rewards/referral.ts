/**
 * docs/features/rewards.md: referral codes. Each patient has a short code, typed by hand at
 * sign-up, which credits the new account and its sponsor once each, when the new account is
 * created. A sponsor is paid for at most REFERRAL_MAX_PAID_PER_SPONSOR accounts: every new account
 * needs its own verified address, and the cap keeps what fake accounts could earn far below a real
 * patient's month.
 */

/** What the sponsor receives for one account created with their code. */
export const REFERRAL_SPONSOR_REWARD = 100;
/** What the new account receives for signing up with a code. */
export const REFERRAL_NEW_ACCOUNT_REWARD = 100;
/** Accounts a sponsor is paid for; beyond them the code still works for the new account alone. */
export const REFERRAL_MAX_PAID_PER_SPONSOR = 20;

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 8;

/** A referral code from `random`, a source of numbers in [0, 1). */
export function newReferralCode(random: () => number): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) {
    code += REFERRAL_CODE_ALPHABET[Math.floor(random() * REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** The code as it is compared: spaces and dashes dropped, upper case. */
export function normalizeReferralCode(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

export interface ReferralRewards {
  /** Rewards credited to the sponsor (0 once they were paid for REFERRAL_MAX_PAID_PER_SPONSOR accounts). */
  sponsor: number;
  /** Rewards credited to the new account. */
  newAccount: number;
}

/**
 * What a referral pays: nothing when the code is the new account's own; else the new account's
 * reward, and the sponsor's while they were paid for fewer than REFERRAL_MAX_PAID_PER_SPONSOR accounts.
 */
export function referralRewards(
  sponsorId: string,
  newAccountId: string,
  sponsorPaidCount: number,
): ReferralRewards {
  if (sponsorId === newAccountId) return { sponsor: 0, newAccount: 0 };
  return {
    sponsor: sponsorPaidCount < REFERRAL_MAX_PAID_PER_SPONSOR ? REFERRAL_SPONSOR_REWARD : 0,
    newAccount: REFERRAL_NEW_ACCOUNT_REWARD,
  };
}
