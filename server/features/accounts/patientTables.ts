/**
 * Where a patient's data lives, read from the database catalog rather than listed by hand, so a
 * table added later is exported and deleted with the rest: every column with a foreign key to
 * `users`, and every column named like one (`user_id`) without it.
 */
import type { Knex } from "knex";

export interface PatientTable {
  /** The table's name as the database spells it. */
  table: string;
  /** Its columns holding a user's id. */
  columns: string[];
}

const PATIENT_COLUMN_NAMES = ["user_id"];

export async function patientTables(db: Knex): Promise<PatientTable[]> {
  const { rows } = await db.raw<{ rows: Array<{ tablename: string; columnname: string }> }>(
    `select cl.relname as tablename, a.attname as columnname
       from pg_constraint c
       join pg_class cl on cl.oid = c.conrelid
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = to_regclass('users')
     union
     select table_name, column_name
       from information_schema.columns
      where table_schema = current_schema() and column_name = any (?)
     order by 1, 2`,
    [PATIENT_COLUMN_NAMES],
  );
  const byTable = new Map<string, string[]>();
  for (const row of rows) byTable.set(row.tablename, [...(byTable.get(row.tablename) ?? []), row.columnname]);
  return [...byTable].map(([table, columns]) => ({ table, columns }));
}

/** The rows of `table` that belong to `userId` (by any of its user columns). */
export function rowsOf(db: Knex, { table, columns }: PatientTable, userId: string) {
  return db(table).where((query) => {
    for (const column of columns) query.orWhere(column, userId);
  });
}
