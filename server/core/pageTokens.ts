/**
 * The `nextToken` of lists read newest first: the last row's instant and id, so a page starts
 * right after it whatever was added meanwhile (keyset paging).
 */
import type { Knex } from "knex";
import { ValidationError } from "./errors";

export interface PageCursor {
  at: Date;
  id: string;
}

export function encodePageToken(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.at.toISOString(), cursor.id])).toString("base64url");
}

/** The cursor of `token`; 400 naming `/nextToken` when it is not one of ours. */
export function decodePageToken(token: string): PageCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as unknown[];
    const date = new Date(String(at));
    if (typeof at === "string" && typeof id === "string" && !Number.isNaN(date.getTime()))
      return { at: date, id };
  } catch {
    // Not JSON: answered below like any other foreign token.
  }
  throw new ValidationError([{ path: "/nextToken", message: "is not a token of this list" }]);
}

/**
 * Reads one page of `query` (newest first by `column` then id), starting after `token`; answers
 * the rows and the next page's token, null on the last.
 */
export async function readPage<Row extends { id: string }>(
  query: Knex.QueryBuilder,
  {
    column,
    limit,
    token,
    instantOf,
  }: { column: string; limit: number; token?: string; instantOf: (row: Row) => Date },
): Promise<{ rows: Row[]; nextToken: string | null }> {
  // Instants compared to the millisecond, as the token (a JS Date) keeps them.
  const instant = query.client.raw("date_trunc('milliseconds', ??)", [column]);
  if (token) {
    const cursor = decodePageToken(token);
    query.where((q) =>
      q
        .where(instant, "<", cursor.at)
        .orWhere((same) => same.where(instant, cursor.at).andWhere("id", "<", cursor.id)),
    );
  }
  const rows = (await query
    .orderBy(instant, "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)) as Row[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextToken: rows.length > limit && last ? encodePageToken({ at: instantOf(last), id: last.id }) : null,
  };
}
