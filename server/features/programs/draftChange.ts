/**
 * One change to an author's draft (docs/features/programs.md), counted in its `revision` so that a
 * change made meanwhile elsewhere is refused rather than overwritten.
 */
import type { ProgramDraft, ProProgramAnswer } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import { Conflict } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { readDraft, type DraftRow } from "./draftRows";
import { programAnswer } from "./programAnswer";

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
export async function changeDraft(
  deps: AppDeps,
  authorId: string,
  id: string,
  revision: number | undefined,
  change: (draft: ProgramDraft) => ProgramDraft,
): Promise<ProProgramAnswer> {
  const row = await runUseCase(deps.db, {
    load: (trx) => readDraft(trx, authorId, id, true),
    decide: (current) => {
      if (revision !== undefined && revision !== current.revision) {
        throw new Conflict("STALE_DRAFT", "The program was changed meanwhile: read it again", [
          { revision: current.revision },
        ]);
      }
      return withMaxReward(change(current.document));
    },
    write: async (trx, document, current) => {
      const [updated] = (await trx("programDrafts")
        .where({ studyId: id })
        .update({
          document: JSON.stringify(document),
          revision: current.revision + 1,
          updatedAt: trx.fn.now(),
        })
        .returning("*")) as DraftRow[];
      return updated!;
    },
  });
  return programAnswer(deps.db, row);
}
