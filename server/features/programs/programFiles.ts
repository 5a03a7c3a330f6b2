/**
 * Program files (docs/features/programs.md, "Program files"): an author copies a program into a new
 * draft, downloads one as a single JSON document valid against ProgramContent, or starts a draft
 * from such a file.
 */
import type { ProgramContent, ProProgramAnswer } from "../../../card-schemas";
import { programIssues } from "../../../card-schemas/programAuthoring";
import { withOwnStudyIds, type JournalActionLike } from "../../../engine/programs/programActions";
import type { AppDeps } from "../../appDeps";
import { ValidationError } from "../../core/errors";
import { foreignStudyIssues } from "./actionRules";
import { insertDraft } from "./createDraft";
import { readDraft } from "./draftRows";
import { draftOf } from "./programPublishing";

/** The status a program file carries: what it holds is a draft, whatever the program's state. */
const FILE_STATUS = "DRAFT";

/**
 * POST /program/:id/clone: the author's program `id` as a new draft `newId`, texts included; its
 * end-of-study actions end the copy. 409 PROGRAM_EXISTS when `newId` is taken.
 */
export async function cloneProgram(
  deps: AppDeps,
  authorId: string,
  id: string,
  newId: string,
): Promise<ProProgramAnswer> {
  const { document } = await readDraft(deps.db, authorId, id);
  const journal = Array.isArray(document.actionsJournal) ? document.actionsJournal : [];
  return insertDraft(deps, authorId, {
    ...document,
    id: newId,
    autorID: authorId,
    ...(document.actionsJournal ? { actionsJournal: withOwnStudyIds(journal, newId, true) } : {}),
  });
}

/**
 * GET /program/:id/export: the author's draft as one ProgramContent document (status DRAFT), or
 * 400 naming each path a draft still being written fails.
 */
export async function exportProgram(deps: AppDeps, authorId: string, id: string): Promise<ProgramContent> {
  const { document } = await readDraft(deps.db, authorId, id);
  const program = { ...document, status: FILE_STATUS } as ProgramContent;
  const issues = [...programIssues(program), ...foreignStudyIssues(program.actionsJournal, id)];
  if (issues.length > 0) throw new ValidationError(issues);
  return program;
}

/**
 * POST /program/import: a program file as a new draft of the caller's author (its own author,
 * status and publication day are not kept), checked against ProgramContent: 400 naming each
 * failing path of the file, 409 PROGRAM_EXISTS when its id is taken.
 */
export async function importProgram(
  deps: AppDeps,
  authorId: string,
  file: Record<string, unknown>,
): Promise<ProProgramAnswer> {
  const id = typeof file.id === "string" ? file.id : "";
  const journal = Array.isArray(file.actionsJournal)
    ? { actionsJournal: withOwnStudyIds(file.actionsJournal as JournalActionLike[], id) }
    : {};
  const program = { ...file, ...journal, autorID: authorId, status: FILE_STATUS };
  const issues = [...programIssues(program), ...foreignStudyIssues(program.actionsJournal, id)];
  if (issues.length > 0) throw new ValidationError(issues);
  return insertDraft(deps, authorId, draftOf(program as ProgramContent));
}
