/**
 * The drafts authors edit (docs/features/programs.md): one row per program, a ProgramDraft document
 * with its `revision`, and reading the author's own.
 */
import type { Knex } from "knex";
import type { ProgramDraft } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import { NotFound } from "../../core/errors";

export interface DraftRow {
  studyId: string;
  authorId: string;
  document: ProgramDraft;
  revision: number;
  updatedAt: Date | string;
}

/** The author's draft of program `id`; another author's is as good as missing (404). */
export async function readDraft(db: Db | Knex.Transaction, authorId: string, id: string, forUpdate = false) {
  const query = db("programDrafts").where({ studyId: id, authorId: authorId }).first();
  if (forUpdate) query.forUpdate();
  const row = (await query) as DraftRow | undefined;
  if (!row) throw new NotFound("No such program");
  return row;
}
