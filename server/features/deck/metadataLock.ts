/**
 * The lock on the patient's metadata row (the lucky wheel's counter and draws): completing a card
 * and spinning the wheel take it first, so that concurrent ones queue.
 */
import type { Knex } from "knex";

/** The patient's metadata row, locked for the rest of the transaction (created when missing). */
export async function lockMetadata(
  trx: Knex.Transaction,
  userId: string,
): Promise<{ luckyOutchi: number; luckyDraws: number }> {
  const row = await trx("userMetadata").where({ userId }).forUpdate().first("luckyOutchi", "luckyDraws");
  if (row) return row;
  await trx("userMetadata").insert({ userId }).onConflict("userId").ignore();
  return trx("userMetadata").where({ userId }).forUpdate().first("luckyOutchi", "luckyDraws");
}
