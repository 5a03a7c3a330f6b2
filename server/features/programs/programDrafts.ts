/**
 * The drafts authors edit: one per program, a ProgramDraft document changed one field or
 * one text at a time, each change checked against the program's schemas and counted in `revision`
 * so that a change made meanwhile elsewhere is refused rather than overwritten.
 */
import type { Knex } from "knex";
import type {
  Language,
  ProgramContent,
  ProgramDraft,
  ProgramEditableField,
  ProProgramAnswer,
  ProProgramsAnswer,
} from "../../../card-schemas";
import { programFieldIssues, programTextIssues } from "../../../card-schemas/programAuthoring";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict, NotFound, ValidationError } from "../../core/errors";
import { programStatuses, versionsOf } from "./programVersions";
import { draftOf, sameProgram } from "./programPublishing";

export interface DraftRow {
  studyId: string;
  autorId: string;
  document: ProgramDraft;
  revision: number;
  updatedAt: Date | string;
}

/** The author's draft of program `id`; another author's is as good as missing (404). */
export async function readDraft(db: Db | Knex.Transaction, authorId: string, id: string, forUpdate = false) {
  const query = db("programDrafts").where({ studyId: id, autorId: authorId }).first();
  if (forUpdate) query.forUpdate();
  const row = (await query) as DraftRow | undefined;
  if (!row) throw new NotFound("No such program");
  return row;
}

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

/** Most rewards the program can earn: kept equal to its actions plus the victory bonus, as ProgramContent requires. */
function withMaxReward(draft: ProgramDraft): ProgramDraft {
  const journal = Array.isArray(draft.actionsJournal) ? draft.actionsJournal : [];
  const bonus = draft.victoryConditions?.bonusRewards ?? 0;
  return { ...draft, maxReward: journal.reduce((sum, action) => sum + action.rewards, 0) + bonus };
}

/**
 * Applies `change` to the author's draft in a transaction: refused with 409 STALE_DRAFT when the
 * change was made on an older revision than the stored one.
 */
async function changeDraft(
  deps: AppDeps,
  authorId: string,
  id: string,
  revision: number | undefined,
  change: (draft: ProgramDraft) => ProgramDraft,
): Promise<ProProgramAnswer> {
  const row = await inTransaction(deps.db, async (trx) => {
    const current = await readDraft(trx, authorId, id, true);
    if (revision !== undefined && revision !== current.revision) {
      throw new Conflict("STALE_DRAFT", "The program was changed meanwhile: read it again", [
        { revision: current.revision },
      ]);
    }
    const [updated] = (await trx("programDrafts")
      .where({ studyId: id })
      .update({
        document: JSON.stringify(withMaxReward(change(current.document))),
        revision: current.revision + 1,
        updatedAt: trx.fn.now(),
      })
      .returning("*")) as DraftRow[];
    return updated!;
  });
  return programAnswer(deps.db, row);
}

/** POST /program: a new draft; 409 PROGRAM_EXISTS when any program (anyone's) has the id. */
export async function createDraft(
  deps: AppDeps,
  authorId: string,
  input: {
    id: string;
    category: ProgramDraft["category"];
    studyDuration: number;
    languages: Language[];
    title?: string;
  },
): Promise<ProProgramAnswer> {
  const draft: ProgramDraft = {
    id: input.id,
    autorID: authorId,
    category: input.category,
    studyDuration: input.studyDuration,
    languages: input.languages,
    maxReward: 0,
    steps: [],
    symptoms: [],
    datavalues: [],
    victoryConditions: { completionPercent: 80 },
    subscriptionConditions: [],
    dependencies: [],
    actionsJournal: [],
    translations: input.title
      ? Object.fromEntries(input.languages.map((language) => [language, { title: input.title! }]))
      : {},
  };
  const row = await inTransaction(deps.db, async (trx) => {
    // A program of the content files or of a test has no draft, but its id is taken all the same.
    const live = await trx("studies").where({ id: input.id }).first("id");
    const inserted = live
      ? []
      : ((await trx("programDrafts")
          .insert({ studyId: input.id, autorId: authorId, document: JSON.stringify(draft) })
          .onConflict("studyId")
          .ignore()
          .returning("*")) as DraftRow[]);
    if (inserted.length === 0) throw new Conflict("PROGRAM_EXISTS", "A program already has this id");
    return inserted[0]!;
  });
  return programAnswer(deps.db, row);
}

/** PUT /program/:id: one top-level property replaced (null removes it), checked against its schema. */
export async function updateDraftField(
  deps: AppDeps,
  authorId: string,
  id: string,
  body: { field: ProgramEditableField; value?: unknown; revision?: number },
): Promise<ProProgramAnswer> {
  await readDraft(deps.db, authorId, id);
  const { field, value = null } = body;
  if (value !== null) {
    const issues = programFieldIssues(field, value);
    if (issues.length > 0) throw new ValidationError(issues);
  }
  return changeDraft(deps, authorId, id, body.revision, (draft) => {
    const { [field]: _previous, ...rest } = draft;
    return (value === null ? rest : { ...rest, [field]: value }) as ProgramDraft;
  });
}

/** PUT /program/:id/translation: one text of one language, checked against ProgramTexts; "" removes it. */
export async function updateDraftText(
  deps: AppDeps,
  authorId: string,
  id: string,
  body: { field: string; value: string; language: Language; revision?: number },
): Promise<ProProgramAnswer> {
  await readDraft(deps.db, authorId, id);
  const { field, value, language } = body;
  if (value !== "") {
    const path = `/translations/${language}/${field.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    const issues = programTextIssues(field, value, path);
    if (issues.length > 0) throw new ValidationError(issues);
  }
  return changeDraft(deps, authorId, id, body.revision, (draft) => {
    const { [field]: _previous, ...texts } = draft.translations[language] ?? {};
    const changed = value === "" ? texts : { ...texts, [field]: value };
    return { ...draft, translations: { ...draft.translations, [language]: changed } };
  });
}

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
  const rows = (await deps.db("programDrafts").where({ autorId: authorId }).orderBy("studyId")) as DraftRow[];
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
