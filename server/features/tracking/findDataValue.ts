/** A data value of the catalogue (loaded from content/dataValues.json, docs/features/tracking.md) by its key. */
import type { Knex } from "knex";
import { DataValue } from "../../platform/db/models";

/** The data value whose key (`value`, such as sleepQuality) is `key`. */
export async function findDataValue(
  db: Knex | Knex.Transaction,
  key: string,
): Promise<DataValue | undefined> {
  return DataValue.query(db).findOne({ value: key });
}
