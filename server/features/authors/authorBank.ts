/**
 * A pro's earnings (docs/features/authors.md `/api/pro/{proId}/bank` and `/transfer`): the pro's own ledger
 * account, which the subscriptions to their author credit (authorSubscriptions.ts), and its
 * transfer out through the payout adapter.
 */
import crypto from "node:crypto";
import type { ProBank, ProLedgerEntry, ProPayout } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict } from "../../core/errors";
import { once } from "../../core/idempotency";
import { debit } from "../../core/ledger";
import { presentPayout } from "./present";

/** The bank shows this many movements, newest first. */
const BANK_ENTRIES = 100;

const instant = (value: unknown) => new Date(value as string | Date).toISOString();

export async function readAuthorBank(deps: AppDeps, pro: User): Promise<ProBank> {
  const [account, entries] = await Promise.all([
    deps.db("bankAccounts").where({ patientusersId: pro.id }).first("amount", "allTimeAmount"),
    deps
      .db("ledgerEntries")
      .where({ patientusersId: pro.id })
      .orderBy([
        { column: "createdAt", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .limit(BANK_ENTRIES),
  ]);
  return {
    balance: Number(account?.amount ?? 0),
    allTimeAmount: Number(account?.allTimeAmount ?? 0),
    entries: entries.map((entry): ProLedgerEntry => ({
      id: entry.id,
      delta: entry.delta,
      reason: entry.reason,
      reference: entry.reference,
      balanceAfter: entry.balanceAfter,
      createdAt: instant(entry.createdAt),
    })),
  };
}

/**
 * Pays the whole balance out: the ledger debit to 0, the provider's payment and the payouts row in
 * one transaction, once per client key (the same key again answers the first payout; with another
 * body 422). 409 NOTHING_TO_TRANSFER on an empty balance, which leaves the key unused.
 */
export async function transferAuthorBalance(
  deps: AppDeps,
  pro: User,
  autorId: string,
  key: string,
): Promise<ProPayout> {
  const request = { userId: pro.id, key, route: `PUT /api/pro/${autorId}/transfer`, body: { key } };
  return inTransaction(deps.db, (trx) =>
    once(trx, request, async () => {
      // Locked here so that the amount read is the amount debited (the ledger locks it again).
      const account = await trx("bankAccounts").where({ patientusersId: pro.id }).forUpdate().first("amount");
      const amount = Number(account?.amount ?? 0);
      if (amount === 0) throw new Conflict("NOTHING_TO_TRANSFER", "The balance is empty");
      const payoutId = crypto.randomUUID();
      const { entry } = await debit(trx, {
        userId: pro.id,
        delta: amount,
        reason: "PAYOUT",
        reference: payoutId,
        idempotencyKey: `PAYOUT:${pro.id}:${key}`,
      });
      const paid = await deps.payouts.pay({ payoutId, autorId, amount });
      const [row] = await trx("payouts")
        .insert({
          id: payoutId,
          patientusersId: pro.id,
          autorId,
          amount,
          provider: deps.payouts.provider,
          status: paid.status,
          providerReference: paid.reference,
          ledgerEntryId: entry.id,
        })
        .returning("*");
      return presentPayout(row);
    }),
  );
}
