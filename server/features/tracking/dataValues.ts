/** The data value catalogue (loaded from content/dataValues.json, docs/features/tracking.md), a page at a time. */
import type { Knex } from "knex";
import { ENVIRONMENT_VALUE_TYPES } from "../../../engine/tracking/dailyActivityEntry";
import { DataValue } from "../../platform/db/models";

/**
 * One page of the catalogue in its order (sortKey, then id). Without an air and pollen provider
 * (`withEnvironment` false), the values only it could answer are left out.
 */
export async function listDataValues(
  db: Knex | Knex.Transaction,
  page: { limit: number; offset: number },
  withEnvironment: boolean,
): Promise<{ rows: DataValue[]; more: boolean }> {
  const query = DataValue.query(db);
  if (!withEnvironment) query.whereNotIn("type", [...ENVIRONMENT_VALUE_TYPES]);
  // One row past the page tells whether another page follows.
  const rows = await query
    .orderBy([{ column: "sortKey" }, { column: "id" }])
    .limit(page.limit + 1)
    .offset(page.offset);
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}
