/** The `authors` row a pro's profile and tags read and write (docs/features/authors.md `/profile/`, `/tags/`). */
import type { Knex } from "knex";
import type { Db } from "../../platform/db/connection";
import { NotFound } from "../../core/errors";

export interface ProfileRow {
  id: string;
  name: string;
  extra: Record<string, unknown> | null;
}

/** The pro's author, locked until the transaction ends when `lock`. */
export async function readProfileAuthor(
  db: Db | Knex.Transaction,
  authorId: string,
  lock = false,
): Promise<ProfileRow> {
  const query = db("authors").where({ id: authorId }).first("id", "name", "extra");
  const row = (await (lock ? query.forUpdate() : query)) as ProfileRow | undefined;
  // The pro policy let the caller in on their own author, which only a deleted row would lack.
  if (!row) throw new NotFound("No such author");
  return row;
}
