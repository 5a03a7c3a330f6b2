/**
 * The only code that changes a balance. Every change is a ledger row (unique idempotency key)
 * written in the caller's transaction together with the balance, which never goes below zero.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import { authoredAfterDebit, realValueBalance } from "../../engine/rewards";
import { NotEnoughRewards } from "./errors";
import { LedgerEntry } from "../platform/db/models";

export interface LedgerMovement {
  userId: string;
  /** Positive amount of rewards. */
  delta: number;
  /** Why the balance moves, e.g. `TASK`, `LUCKY_WHEEL`, `PURCHASE`. */
  reason: string;
  /** What it is about (a card id, a shop object id…). */
  reference?: string | null;
  /** Same key, same payment: a second call with it changes nothing. */
  idempotencyKey: string;
  /**
   * A credit the platform pays for what an author created (docs/features/rewards.md): it is also
   * counted as authored, the part of the balance that buys only the platform's virtual items.
   */
  authored?: boolean;
  /**
   * A debit for something of real value or paid to someone else (a voucher, an author): it may not
   * use the authored part, and 409 NOT_ENOUGH_REWARDS when the rest is short. Other debits spend
   * the authored part first.
   */
  realValue?: boolean;
}

export interface LedgerResult {
  entry: LedgerEntry;
  /** False when the key had been used already and nothing moved. */
  applied: boolean;
}

/** Adds `delta` rewards to the patient's balance (and to their all-time total). */
export function credit(trx: Knex.Transaction, movement: LedgerMovement): Promise<LedgerResult> {
  assertAmount(movement.delta);
  return move(trx, movement, movement.delta);
}

/** Takes `delta` rewards from the balance; 409 NOT_ENOUGH_REWARDS when the balance is short. */
export function debit(trx: Knex.Transaction, movement: LedgerMovement): Promise<LedgerResult> {
  assertAmount(movement.delta);
  return move(trx, movement, -movement.delta);
}

function assertAmount(delta: number): void {
  if (!Number.isInteger(delta) || delta <= 0)
    throw new RangeError(`ledger amounts are positive integers, got ${delta}`);
}

async function move(trx: Knex.Transaction, movement: LedgerMovement, signed: number): Promise<LedgerResult> {
  const { userId, idempotencyKey } = movement;
  // Lock the balance first: concurrent movements of one patient queue here, in one lock order.
  const { amount: balance, authoredAmount } = await lockBalance(trx, userId);
  const balanceAfter = balance + signed;
  const short =
    balanceAfter < 0 ||
    (movement.realValue === true && signed < 0 && realValueBalance(balance, authoredAmount) < -signed);
  if (short) {
    const existing = await LedgerEntry.query(trx).findOne({ idempotencyKey });
    if (existing) return { entry: existing, applied: false };
    throw new NotEnoughRewards();
  }
  const inserted = await trx("ledgerEntries")
    .insert({
      id: crypto.randomUUID(),
      userId,
      delta: signed,
      reason: movement.reason,
      reference: movement.reference ?? null,
      idempotencyKey,
      balanceAfter,
    })
    .onConflict("idempotencyKey")
    .ignore()
    .returning("*");
  if (inserted.length === 0) {
    const existing = await LedgerEntry.query(trx).findOne({ idempotencyKey });
    // The key exists (the insert said so), unless its own transaction rolled back meanwhile.
    if (!existing) throw new Error(`ledger key ${idempotencyKey} vanished`);
    return { entry: existing, applied: false };
  }
  await trx("bankAccounts")
    .where({ userId })
    .update({
      amount: balanceAfter,
      allTimeAmount: trx.raw("all_time_amount + ?", [Math.max(signed, 0)]),
      authoredAmount:
        signed > 0
          ? authoredAmount + (movement.authored ? signed : 0)
          : authoredAfterDebit(authoredAmount, -signed, movement.realValue === true),
      updatedAt: trx.fn.now(),
    });
  return { entry: LedgerEntry.fromDatabaseJson(inserted[0]), applied: true };
}

interface LockedBalance {
  amount: number;
  authoredAmount: number;
}

/** Locks the account (made on first use) and reads its balance and authored part. */
export async function lockBalance(trx: Knex.Transaction, userId: string): Promise<LockedBalance> {
  const columns = ["amount", "authoredAmount"];
  const row = await trx("bankAccounts").where({ userId }).forUpdate().first(columns);
  if (row) return { amount: Number(row.amount), authoredAmount: Number(row.authoredAmount) };
  await trx("bankAccounts").insert({ userId }).onConflict("userId").ignore();
  const created = await trx("bankAccounts").where({ userId }).forUpdate().first(columns);
  return { amount: Number(created.amount), authoredAmount: Number(created.authoredAmount) };
}
