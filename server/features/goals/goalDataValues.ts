/** The data values of the catalogue that goals are set on, read by key with the columns a goal needs (docs/features/goals.md). */
import type { Knex } from "knex";
import type { GoalDataValueRow } from "./present";

type DataValueRow = GoalDataValueRow & { canBeGoal: boolean; hide: boolean };

const DATA_VALUE_COLUMNS = ["value", "type", "maxIntensity", "moreIsBetter", "canBeGoal", "hide", "extra"];

export async function dataValuesByKey(
  db: Knex | Knex.Transaction,
  keys: string[],
): Promise<Map<string, DataValueRow>> {
  if (keys.length === 0) return new Map();
  const rows: DataValueRow[] = await db("dataValues")
    .whereIn("value", [...new Set(keys)])
    .select(...DATA_VALUE_COLUMNS);
  return new Map(rows.map((row) => [row.value, row]));
}
