/** The author of a chat as the chat needs them (docs/features/chat.md): their pro and their feature flags. */
import type { Knex } from "knex";
import type { Db } from "../../platform/db/connection";
import { NotFound } from "../../core/errors";
import { authorIsAnswered } from "../authors";

export interface ChatAuthor {
  id: string;
  name: string;
  /** The pro account that owns the author; null for the catalogue's authors. */
  userId: string | null;
  features: string[];
  /** A pro answers for the author (docs/features/authors.md): patients may write only then. */
  answered: boolean;
}

export async function readChatAuthor(db: Db | Knex.Transaction, authorId: string): Promise<ChatAuthor> {
  const row = (await db("authors").where({ id: authorId }).first("id", "name", "userId", "extra")) as
    { id: string; name: string; userId: string | null; extra: Record<string, unknown> | null } | undefined;
  if (!row) throw new NotFound("No such author");
  const features = row.extra?.features;
  return {
    id: row.id,
    name: row.name,
    userId: row.userId,
    features: Array.isArray(features) ? features.map(String) : [],
    answered: await authorIsAnswered(db, row.userId),
  };
}
