/** An author starts a new program draft (docs/features/programs.md); its id must be anyone's first. */
import type { Language, ProgramDraft, ProProgramAnswer } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import { Conflict } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import type { DraftRow } from "./draftRows";
import { programAnswer } from "./programAnswer";

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
  return insertDraft(deps, authorId, draft);
}

/**
 * Stores `draft` as the author's new draft, at revision 1 (a new program, a copy, an imported file);
 * 409 PROGRAM_EXISTS when any program (anyone's) has its id.
 */
export async function insertDraft(
  deps: AppDeps,
  authorId: string,
  draft: ProgramDraft,
): Promise<ProProgramAnswer> {
  const row = await runUseCase(deps.db, {
    // A program of the content files or of a test has no draft, but its id is taken all the same.
    load: async (trx) => trx("studies").where({ id: draft.id }).first("id"),
    write: async (trx, _decision, live) => {
      const inserted = live
        ? []
        : ((await trx("programDrafts")
            .insert({ studyId: draft.id, authorId: authorId, document: JSON.stringify(draft) })
            .onConflict("studyId")
            .ignore()
            .returning("*")) as DraftRow[]);
      if (inserted.length === 0) throw new Conflict("PROGRAM_EXISTS", "A program already has this id");
      return inserted[0]!;
    },
  });
  return programAnswer(deps.db, row);
}
