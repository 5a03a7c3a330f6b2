/**
 * How a promised reward is paid (docs/features/rewards.md, "Who pays a reward"): a card or a
 * victory bonus promises rewards; the platform creates its part within the limits of
 * engine/rewards/rewardLimits.ts, and the author who created the card pays the rest from its own
 * ledger account, as far as its balance goes. Everything in the caller's transaction.
 */
import type { Knex } from "knex";
import { realValueBalance, type RewardSplit } from "../../engine/rewards";
import { credit, debit, lockBalance } from "./ledger";

/** Who created what promises the reward. */
export interface RewardSource {
  /** A program of a pro, or an author's task: what the platform pays for it is authored. */
  authored: boolean;
  /** The pro account that pays beyond the limits, or null (the platform's own content, a catalogue author). */
  funderUserId: string | null;
}

/** The source of a card: the pro behind an author's task (AUTOR_TASK) or behind the program of a TASK. */
export async function cardSource(
  trx: Knex.Transaction,
  card: { type: string; globalnotificationId: string },
): Promise<RewardSource> {
  if (card.type === "AUTOR_TASK") {
    const author = await trx("authors").where({ id: card.globalnotificationId }).first("userId");
    return { authored: true, funderUserId: (author?.userId as string | null | undefined) ?? null };
  }
  if (card.type === "TASK") return programSource(trx, card.globalnotificationId);
  return { authored: false, funderUserId: null };
}

/** The source of a program's cards and bonus: authored when a pro owns its author. */
export async function programSource(trx: Knex.Transaction, studyId: string): Promise<RewardSource> {
  const row = await trx("studies as s")
    .join("authors as a", "a.id", "s.authorId")
    .where("s.id", studyId)
    .first("a.userId");
  const funderUserId = (row?.userId as string | null | undefined) ?? null;
  return { authored: funderUserId !== null, funderUserId };
}

/**
 * Locks the patient's account, then the funder's (the order of every payment: payer first), and
 * answers what the funder can pay, or null without a funder.
 */
export async function lockFunding(
  trx: Knex.Transaction,
  userId: string,
  source: RewardSource,
): Promise<number | null> {
  await lockBalance(trx, userId);
  if (source.funderUserId === null || source.funderUserId === userId) return null;
  const funder = await lockBalance(trx, source.funderUserId);
  return realValueBalance(funder.amount, funder.authoredAmount);
}

/**
 * Pays `split` to the patient: the platform's part under `reason` and `key`, the author's part
 * moved from the funder's account (`AUTHOR_FUNDING` there, `AUTHOR_FUNDED` here). Each movement
 * has its own key derived from `key`, so a retry pays nothing more. Answers what was paid now.
 */
export async function payPromisedReward(
  trx: Knex.Transaction,
  payment: {
    userId: string;
    split: RewardSplit;
    source: RewardSource;
    reason: string;
    reference: string;
    key: string;
  },
): Promise<number> {
  const { userId, split, source, reference, key } = payment;
  let paid = 0;
  if (split.platform > 0) {
    const { applied } = await credit(trx, {
      userId,
      delta: split.platform,
      reason: payment.reason,
      reference,
      idempotencyKey: key,
      authored: source.authored,
    });
    if (applied) paid += split.platform;
  }
  if (split.author > 0 && source.funderUserId !== null) {
    const { applied } = await debit(trx, {
      userId: source.funderUserId,
      delta: split.author,
      reason: "AUTHOR_FUNDING",
      reference,
      idempotencyKey: `AUTHOR_FUNDING:${key}`,
      realValue: true,
    });
    if (applied) {
      await credit(trx, {
        userId,
        delta: split.author,
        reason: "AUTHOR_FUNDED",
        reference,
        idempotencyKey: `AUTHOR_FUNDED:${key}`,
      });
      paid += split.author;
    }
  }
  return paid;
}
