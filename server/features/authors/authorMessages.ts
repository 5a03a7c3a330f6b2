/** The messages a pro posted as their author (docs/features/authors.md `GET /api/pro/{proId}/content`). */
import type { ProAuthorMessage } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import { presentAuthorMessage } from "./present";

/** How many of the author's messages the list shows, newest first. */
export const AUTHOR_MESSAGE_LIST_LIMIT = 100;

/** The author's messages, newest first: what each said and how many decks it was put in. */
export async function listAuthorMessages(db: Db, authorId: string): Promise<ProAuthorMessage[]> {
  const rows = (await db("authorMessages")
    .where({ authorId })
    .orderBy([
      { column: "createdAt", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(AUTHOR_MESSAGE_LIST_LIMIT)) as Array<Record<string, unknown>>;
  return rows.map(presentAuthorMessage);
}
