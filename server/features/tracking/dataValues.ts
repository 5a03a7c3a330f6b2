/** The data value catalogue (loaded from content/dataValues.json, docs/features/tracking.md), a page at a time. */
import type { Knex } from "knex";
import { DataValue } from "../../platform/db/models";

/** One page of the catalogue in its order (sortKey, then id). */
export async function listDataValues(
  db: Knex | Knex.Transaction,
  page: { limit: number; offset: number },
): Promise<{ rows: DataValue[]; more: boolean }> {
  // One row past the page tells whether another page follows.
  const rows = await DataValue.query(db)
    .orderBy([{ column: "sortKey" }, { column: "id" }])
    .limit(page.limit + 1)
    .offset(page.offset);
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}
