/**
 * The rules on a program's actions (engine/programs/programActions.ts) as the editor's calls say
 * them: each failing path with its message, as the schema checks name theirs.
 */
import type { SchemaIssue } from "../../../card-schemas/validators";
import { editorSchemas } from "../../../card-schemas/editorSchemas";
import {
  foreignStudyIds,
  missingActionTexts,
  withOwnStudyIds,
  type JournalActionLike,
  type ProgramTextsLike,
} from "../../../engine/programs/programActions";

/** Each task type's params schema, self-contained: which of its strings are texts. */
const TASK_PARAMS: Record<string, unknown> = editorSchemas("en").tasks;

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** The journal of program `programId` with its end-of-study actions given its id where they have none. */
export function ownJournal<T extends JournalActionLike>(journal: readonly T[], programId: string): T[] {
  return withOwnStudyIds(journal, programId);
}

/** An end-of-study action naming another program, refused at its `studyId`. */
export function foreignStudyIssues(journal: unknown, programId: string): SchemaIssue[] {
  if (!Array.isArray(journal)) return [];
  return foreignStudyIds(journal as JournalActionLike[], programId).map(({ index }) => ({
    path: `/actionsJournal/${index}/params/studyId`,
    message: `must be ${programId}: an end-of-study action ends its own program`,
  }));
}

/** Each text of an action that a language of the program lacks, named by action and language. */
export function missingTextIssues(program: ProgramTextsLike): SchemaIssue[] {
  return missingActionTexts(program, (taskType) => TASK_PARAMS[taskType]).map(
    ({ uniqueId, language, key }) => ({
      path: `/translations/${language}/${escapePointer(key)}`,
      message: `is required: the action ${uniqueId} has no text in ${language}`,
    }),
  );
}
