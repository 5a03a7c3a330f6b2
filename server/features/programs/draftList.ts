/** The programs of an author as their list shows them (docs/features/programs.md), every status. */
import type { Language, ProgramContent, ProgramDraft, ProProgramsAnswer } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { DraftRow } from "./draftRows";
import { programStatuses } from "./programStatuses";
import { draftOf, sameProgram } from "./programPublishing";
import { versionsOf } from "./publishedVersions";

/** The title of a draft in `language`, else in its first language that has one. */
function titleOf(draft: ProgramDraft, language: Language): string {
  const order = [language, ...(draft.languages ?? []), ...(Object.keys(draft.translations) as Language[])];
  for (const candidate of order) {
    const title = draft.translations[candidate]?.title;
    if (title) return title;
  }
  return "";
}

/** GET /program: the author's programs, every status. */
export async function listDrafts(
  deps: AppDeps,
  authorId: string,
  language: Language,
): Promise<ProProgramsAnswer> {
  const rows = (await deps
    .db("programDrafts")
    .where({ authorId: authorId })
    .orderBy("studyId")) as DraftRow[];
  const ids = rows.map((row) => row.studyId);
  const [versions, statuses, latest] = await Promise.all([
    versionsOf(deps.db, ids),
    programStatuses(deps.db, ids),
    deps.db.raw<{ rows: Array<{ studyId: string; document: ProgramContent }> }>(
      `select distinct on (study_id) study_id as "studyId", document from program_versions
        where study_id = any(?::text[]) order by study_id, version desc`,
      [ids],
    ),
  ]);
  const latestById = new Map(latest.rows.map((row) => [row.studyId, draftOf(row.document)]));
  return {
    items: rows.map((row) => {
      const published = latestById.get(row.studyId);
      return {
        id: row.studyId,
        status: statuses.get(row.studyId) ?? "DRAFT",
        title: titleOf(row.document, language),
        ...(row.document.category ? { category: row.document.category } : {}),
        ...(row.document.studyDuration ? { studyDuration: row.document.studyDuration } : {}),
        updatedAt: new Date(row.updatedAt).toISOString(),
        versions: versions.get(row.studyId) ?? [],
        hasUnpublishedChanges: !published || !sameProgram(published, row.document),
      };
    }),
  };
}
