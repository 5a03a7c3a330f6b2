/** The awards a patient claimed (`user_awards`), read by the awards tree and the earned titles. */
import type { Knex } from "knex";
import type { Db } from "../../platform/db/connection";

export async function claimedAwards(db: Db | Knex.Transaction, userId: string): Promise<Set<string>> {
  const rows: Array<{ awardId: string }> = await db("userAwards").where({ userId }).select("awardId");
  return new Set(rows.map((row) => row.awardId));
}
