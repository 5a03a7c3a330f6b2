import type { PatientStreamEvents } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";

/** The `reward` event of the patient's stream for one of their ledger entries, or null when it is not theirs. */
export async function rewardEventFor(
  db: Db,
  entryId: string,
  userId: string,
): Promise<PatientStreamEvents["reward"] | null> {
  const entry = await db("ledgerEntries")
    .where({ id: entryId, userId })
    .first("id", "delta", "reason", "reference", "balanceAfter");
  if (!entry) return null;
  return {
    id: entry.id,
    amount: entry.delta,
    reason: entry.reason,
    reference: entry.reference,
    balance: entry.balanceAfter,
  };
}
