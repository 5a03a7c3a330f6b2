/**
 * A new account created with a referral code (docs/features/rewards.md): the new account and its
 * sponsor are credited once each, through the ledger, in the transaction that creates the account.
 * Nothing proves a new account is a real person, so these rewards buy the platform's virtual items
 * only, as authored rewards do (nothing of real value).
 */
import type { Knex } from "knex";
import { normalizeReferralCode, referralRewards } from "../../../engine/rewards/referral";
import { credit } from "../../core/ledger";
import { recordStreamEvents } from "../../platform/streamLog";

/**
 * Records that `newUserId` was referred by the owner of `code` and pays both sides as
 * engine/rewards/referral.ts decides. Nothing for an unknown code or the account's own; a second
 * call for the same account pays nothing more (one `referrals` row per new account, and the ledger keys).
 * The sponsor's credit is recorded for their live stream; answers the sponsor to tell after commit
 * (Realtime.publish), null when nobody was paid who could be watching.
 */
export async function creditReferral(
  trx: Knex.Transaction,
  newUserId: string,
  code: string,
): Promise<string | null> {
  // Locked, so two accounts created at once with one code count the sponsor's paid referrals in turn.
  const sponsor = await trx("referralCodes")
    .where({ code: normalizeReferralCode(code) })
    .forUpdate()
    .first("userId");
  if (!sponsor) return null;
  const paid = await trx("referrals")
    .where({ sponsorUserId: sponsor.userId })
    .andWhere("sponsorReward", ">", 0)
    .count({ count: "*" })
    .first();
  const rewards = referralRewards(sponsor.userId, newUserId, Number(paid?.count ?? 0));
  if (rewards.newAccount === 0 && rewards.sponsor === 0) return null;
  const inserted = await trx("referrals")
    .insert({
      newUserId,
      sponsorUserId: sponsor.userId,
      sponsorReward: rewards.sponsor,
      newAccountReward: rewards.newAccount,
    })
    .onConflict("newUserId")
    .ignore()
    .returning("newUserId");
  if (inserted.length === 0) return null;
  const movements = [
    { userId: newUserId, delta: rewards.newAccount, key: `referral:${newUserId}:newAccount` },
    { userId: sponsor.userId, delta: rewards.sponsor, key: `referral:${newUserId}:sponsor` },
  ];
  let toldSponsor: string | null = null;
  for (const { userId, delta, key } of movements) {
    if (delta <= 0) continue;
    // Counted as authored: a farm of made-up accounts may earn virtual items, never a voucher.
    const credited = await credit(trx, {
      userId,
      delta,
      reason: "REFERRAL",
      reference: newUserId,
      idempotencyKey: key,
      authored: true,
    });
    // The sponsor may have the app open: their balance moves there at once.
    if (credited.applied && userId === sponsor.userId) {
      await recordStreamEvents(trx, [{ userId, type: "reward", id: credited.entry.id }]);
      toldSponsor = userId;
    }
  }
  return toldSponsor;
}
