/** An author whose page is shown (docs/features/authors.md `/api/guest/autors/{id}`): not INACTIVE; 404 otherwise. */
import type { Db } from "../../platform/db/connection";
import { NotFound } from "../../core/errors";

export interface PageAuthorRow {
  id: string;
  name: string;
  /** The pro account that owns the author; null for a catalogue author no pro owns. */
  userId: string | null;
  monthPrice: number;
  extra: Record<string, unknown> | null;
}

function isActive(row: PageAuthorRow): boolean {
  return row.extra?.status !== "INACTIVE";
}

export async function activeAuthor(db: Db, authorId: string): Promise<PageAuthorRow> {
  const row = (await db("authors")
    .where({ id: authorId })
    .first("id", "userId", "name", "monthPrice", "extra")) as PageAuthorRow | undefined;
  if (!row || !isActive(row)) throw new NotFound("No such author");
  return row;
}
