/** The authors a patient has a paid link to (docs/features/programs.md), which conditions and limits count. */
import type { Knex } from "knex";
import { AUTHOR_LINK_VALIDATED } from "../../../engine/authors";
import type { Db } from "../../platform/db/connection";

/** Authors the patient has a paid link to that is valid today (docs/features/programs.md). */
export async function paidAuthors(
  db: Db | Knex.Transaction,
  userId: string,
  today: string,
): Promise<string[]> {
  const rows: Array<{ authorId: string }> = await db("authorLinks")
    .where({ userId, status: AUTHOR_LINK_VALIDATED, payed: true })
    .andWhere("end", ">=", today)
    .select("authorId");
  return rows.map((row) => row.authorId);
}
