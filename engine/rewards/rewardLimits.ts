/**
 * Where rewards come from (docs/features/rewards.md, "Who pays a reward"). Rewards are money: only
 * the platform's own rules create them, and only within limits a real patient never meets. A card
 * or a victory bonus promises rewards; the platform pays its part of the promise within the limits
 * below, and what an author promised beyond them is paid from the author's own ledger account, as
 * far as its balance goes. What the platform pays for what an author created ("authored" rewards)
 * buys only the platform's virtual items: never an item of real value, nor a payment to an author.
 */
import type { ShopObjectType } from "../../card-schemas/generated";

/** The platform pays at most this for one card (the catalogue's cards pay 5 to 20). */
export const CARD_REWARD_LIMIT = 50;
/** …at most this per patient and local day for the cards of one source: a program, or an author's tasks (the tour's first day pays 225). */
export const SOURCE_DAILY_REWARD_LIMIT = 300;
/** …at most this per patient and local day for every card. */
export const PATIENT_DAILY_REWARD_LIMIT = 1000;
/** …at most this per patient and local day for the cards authors created (programs of a pro, an author's tasks). */
export const AUTHORED_DAILY_REWARD_LIMIT = 200;
/** …at most this for a program's victory bonus (the catalogue's bonuses are 10 to 60). */
export const VICTORY_BONUS_LIMIT = 100;

/** What the platform already paid the patient today, for cards. */
export interface PaidToday {
  /** For the cards of the card's own source. */
  source: number;
  /** For every card. */
  patient: number;
  /** For the cards authors created. */
  authored: number;
}

/** Who pays what of a promised reward. */
export interface RewardSplit {
  /** Created by the platform, within the limits. */
  platform: number;
  /** Moved from the author's account to the patient's. */
  author: number;
}

/**
 * How a promise is paid: the platform's part (at most `platformRoom`), then the rest from the
 * author's balance as far as it goes. A source without an author's account (the platform's own
 * content) has `authorBalance` null: what passes the limits is not paid.
 */
function split(promised: number, platformRoom: number, authorBalance: number | null): RewardSplit {
  const owed = Math.max(0, Math.floor(promised));
  const platform = Math.max(0, Math.min(owed, platformRoom));
  const author = authorBalance === null ? 0 : Math.max(0, Math.min(owed - platform, authorBalance));
  return { platform, author };
}

/**
 * A completed card: the platform pays up to CARD_REWARD_LIMIT, within what is left today of the
 * source's, the patient's and (for an author's card) the authored daily limits.
 */
export function splitCardReward(
  promised: number,
  input: { authored: boolean; paidToday: PaidToday; authorBalance: number | null },
): RewardSplit {
  const { paidToday } = input;
  const room = Math.min(
    CARD_REWARD_LIMIT,
    SOURCE_DAILY_REWARD_LIMIT - paidToday.source,
    PATIENT_DAILY_REWARD_LIMIT - paidToday.patient,
    input.authored ? AUTHORED_DAILY_REWARD_LIMIT - paidToday.authored : Number.POSITIVE_INFINITY,
  );
  return split(promised, room, input.authorBalance);
}

/** A program's victory bonus: the platform pays up to VICTORY_BONUS_LIMIT. */
export function splitVictoryBonus(promised: number, authorBalance: number | null): RewardSplit {
  return split(promised, VICTORY_BONUS_LIMIT, authorBalance);
}

/**
 * What an author's task promising `promised` rewards to each of `patients` needs in the author's
 * account when it is sent: the part of each promise past CARD_REWARD_LIMIT, which the platform never
 * pays. (On a patient's busy day the platform pays less and the author the rest, as far as its
 * balance goes; this is the least the promise needs.)
 */
export function authorTaskFunding(promised: number, patients: number): number {
  return Math.max(0, Math.floor(promised) - CARD_REWARD_LIMIT) * Math.max(0, patients);
}

/** Shop objects of real value: what the patient gets is worth money outside the app. */
const REAL_VALUE_TYPES: ReadonlySet<ShopObjectType> = new Set(["VOUCHER", "VIRTUAL_CARD"]);

export function hasRealValue(type: ShopObjectType): boolean {
  return REAL_VALUE_TYPES.has(type);
}

/** The part of a balance that may buy an item of real value or pay an author: all but the authored rewards. */
export function realValueBalance(balance: number, authoredAmount: number): number {
  return Math.max(0, balance - Math.max(0, authoredAmount));
}

/**
 * What is left of the authored rewards after a debit: a debit for a virtual item spends them
 * first; one of real value never touches them (it may not use them).
 */
export function authoredAfterDebit(authoredAmount: number, delta: number, realValue: boolean): number {
  return realValue ? authoredAmount : Math.max(0, authoredAmount - delta);
}
