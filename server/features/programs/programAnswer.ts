/** A program as its author edits it (docs/features/programs.md), the answer of every editor call on one program. */
import type { ProProgramAnswer } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import type { DraftRow } from "./draftRows";
import { programStatuses } from "./programStatuses";
import { versionsOf } from "./publishedVersions";

/** A program as its author edits it: the draft, its revision, its versions and its status. */
export async function programAnswer(db: Db, row: DraftRow): Promise<ProProgramAnswer> {
  const [versions, statuses] = await Promise.all([
    versionsOf(db, [row.studyId]),
    programStatuses(db, [row.studyId]),
  ]);
  return {
    draft: row.document,
    revision: row.revision,
    versions: versions.get(row.studyId) ?? [],
    status: statuses.get(row.studyId) ?? "DRAFT",
  };
}
