/**
 * Whether a pro answers for an author (docs/features/authors.md, "Follow"): only then may patients
 * follow it or write to it, since only a pro can validate a follow or read a message.
 */
import type { Knex } from "knex";
import { authorAnswers } from "../../../engine/authors/authorReach";
import type { Db } from "../../platform/db/connection";
import { Conflict } from "../../core/errors";

/** The author's owner answers: a pro account owns it. */
export async function authorIsAnswered(db: Db | Knex.Transaction, ownerId: string | null): Promise<boolean> {
  if (!ownerId) return false;
  const owner = (await db("users").where({ id: ownerId }).first("role")) as { role: string } | undefined;
  return authorAnswers(owner);
}

/** 409 AUTHOR_WITHOUT_PRO unless a pro answers for the author owned by `ownerId`. */
export async function requireAnsweredAuthor(
  db: Db | Knex.Transaction,
  ownerId: string | null,
): Promise<void> {
  if (!(await authorIsAnswered(db, ownerId))) {
    throw new Conflict(
      "AUTHOR_WITHOUT_PRO",
      "No professional answers for this author: it cannot be followed nor written to",
    );
  }
}
