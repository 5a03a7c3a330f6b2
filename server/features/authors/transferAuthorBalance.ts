/**
 * A pro pays their earnings out (docs/features/authors.md `/api/pro/{proId}/transfer`): the whole
 * balance of their ledger account, through the payout adapter (payouts.ts).
 */
import crypto from "node:crypto";
import type { ProPayout } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { debit } from "../../core/ledger";
import { presentPayout } from "./present";
import { runUseCase } from "../../core/useCase";

/**
 * Pays the whole balance out: the ledger debit to 0, the provider's payment and the payouts row in
 * one transaction, once per client key (the same key again answers the first payout; with another
 * body 422). 409 NOTHING_TO_TRANSFER on an empty balance, which leaves the key unused.
 */
export async function transferAuthorBalance(
  deps: AppDeps,
  pro: User,
  authorId: string,
  key: string,
): Promise<ProPayout> {
  const request = { userId: pro.id, key, route: `PUT /api/pro/${authorId}/transfer`, body: { key } };
  return runUseCase(
    deps.db,
    {
      load: async (trx) => {
        // Locked here so that the amount read is the amount debited (the ledger locks it again).
        const account = await trx("bankAccounts").where({ userId: pro.id }).forUpdate().first("amount");
        return Number(account?.amount ?? 0);
      },
      decide: (amount) => {
        if (amount === 0) throw new Conflict("NOTHING_TO_TRANSFER", "The balance is empty");
      },
      write: async (trx, _decision, amount) => {
        const payoutId = crypto.randomUUID();
        const { entry } = await debit(trx, {
          userId: pro.id,
          delta: amount,
          reason: "PAYOUT",
          reference: payoutId,
          idempotencyKey: `PAYOUT:${pro.id}:${key}`,
        });
        const paid = await deps.payouts.pay({ payoutId, authorId, amount });
        const [row] = await trx("payouts")
          .insert({
            id: payoutId,
            userId: pro.id,
            authorId,
            amount,
            provider: deps.payouts.provider,
            status: paid.status,
            providerReference: paid.reference,
            ledgerEntryId: entry.id,
          })
          .returning("*");
        return presentPayout(row);
      },
    },
    { idempotency: request },
  );
}
