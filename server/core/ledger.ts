/**
 * The only code that changes a balance. Every change is a ledger row (unique idempotency key)
 * written in the caller's transaction together with the balance, which never goes below zero.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
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
  const balance = await lockBalance(trx, userId);
  const balanceAfter = balance + signed;
  if (balanceAfter < 0) {
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
      updatedAt: trx.fn.now(),
    });
  return { entry: LedgerEntry.fromDatabaseJson(inserted[0]), applied: true };
}

async function lockBalance(trx: Knex.Transaction, userId: string): Promise<number> {
  const row = await trx("bankAccounts").where({ userId }).forUpdate().first("amount");
  if (row) return row.amount as number;
  await trx("bankAccounts").insert({ userId }).onConflict("userId").ignore();
  const created = await trx("bankAccounts").where({ userId }).forUpdate().first("amount");
  return created.amount as number;
}
