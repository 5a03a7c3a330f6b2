/**
 * What a patient pays an author reaches the author's pro (docs/features/authors.md): a credit to
 * their ledger account, in the payment's own transaction.
 */
import type { Knex } from "knex";
import { credit } from "../../core/ledger";
import type { AuthorRow } from "./authorOffering";

/**
 * Credits what a patient paid to the pro who owns the author (a catalogue author has none: the
 * rewards just leave the patient). Called after the patient's debit, so every payment locks the
 * payer's balance first, then the author's.
 */
export async function payAuthor(
  trx: Knex.Transaction,
  author: AuthorRow,
  amount: number,
  reason: string,
  reference: string,
  ledgerKey: string,
): Promise<void> {
  if (!author.userId || amount <= 0) return;
  await credit(trx, {
    userId: author.userId,
    delta: amount,
    reason,
    reference,
    idempotencyKey: `AUTHOR_EARNING:${ledgerKey}`,
  });
}
