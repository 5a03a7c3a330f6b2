/** The data value catalogue (loaded from content/dataValues.json), as the patient routes read it. */
import type { Knex } from "knex";
import { DataValue } from "../../platform/db/models";

type Reader = Knex | Knex.Transaction;

/** One page of the catalogue in its order (sortKey, then id). */
export async function listDataValues(
  db: Reader,
  page: { limit: number; offset: number },
): Promise<{ rows: DataValue[]; more: boolean }> {
  // One row past the page tells whether another page follows.
  const rows = await DataValue.query(db)
    .orderBy([{ column: "sortKey" }, { column: "id" }])
    .limit(page.limit + 1)
    .offset(page.offset);
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}

/** The data value whose key (`value`, such as sleepQuality) is `key`. */
export async function findDataValue(db: Reader, key: string): Promise<DataValue | undefined> {
  return DataValue.query(db).findOne({ value: key });
}
