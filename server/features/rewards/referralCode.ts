/**
 * Referral codes (docs/features/rewards.md): each patient's code, made the first time it is asked
 * for and kept in `referral_codes`, and the patient a typed code belongs to.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import { newReferralCode, normalizeReferralCode } from "../../../engine/rewards/referral";
import type { Db } from "../../platform/db/connection";

/** Codes tried before giving up: with 31^8 codes, a clash is already rare once. */
const CODE_ATTEMPTS = 5;

const randomUnit = () => crypto.randomInt(0, 2 ** 32) / 2 ** 32;

/** The patient's referral code, made and stored on first use. */
export async function referralCodeOf(db: Db, userId: string): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const existing = await db("referralCodes").where({ userId }).first("code");
    if (existing) return existing.code;
    // A code another patient holds is not inserted (the unique index), and neither is a second
    // code for this patient made by a concurrent request: both come back round to the read.
    await db("referralCodes")
      .insert({ userId, code: newReferralCode(randomUnit) })
      .onConflict()
      .ignore();
  }
  throw new Error("No free referral code after several attempts");
}

/** The patient whose code `typed` is (case, spaces and dashes ignored), or undefined. */
export async function sponsorOfCode(db: Db | Knex.Transaction, typed: string): Promise<string | undefined> {
  const row = await db("referralCodes")
    .where({ code: normalizeReferralCode(typed) })
    .first("userId");
  return row?.userId;
}
