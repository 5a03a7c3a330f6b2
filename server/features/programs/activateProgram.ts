/**
 * An author activates a program (docs/features/programs.md): the whole draft is checked and published
 * as the next version or, unchanged since the latest, that one is opened again.
 */
import type { ProgramContent, ProProgramAnswer } from "../../../card-schemas";
import { programIssues } from "../../../card-schemas/programAuthoring";
import { foreignMediaIssues } from "../../../engine/shared/foreignMedia";
import type { AppDeps } from "../../appDeps";
import { ValidationError } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { foreignStudyIssues, missingTextIssues } from "./actionRules";
import { catalogChanged } from "./catalogChanged";
import { readDraft } from "./draftRows";
import { programAnswer } from "./programAnswer";
import { latestVersion, publishLock, publishVersion, sameProgram } from "./programPublishing";

/** PUT /program/:id/activate: 400 naming every failing path of the whole program, else live. */
export async function activateProgram(
  deps: AppDeps,
  authorId: string,
  id: string,
): Promise<ProProgramAnswer> {
  const row = await runUseCase(deps.db, {
    load: async (trx) => {
      const draft = await readDraft(trx, authorId, id, true);
      await publishLock(trx, id);
      const latest = await latestVersion(trx, id);
      return { draft, latest };
    },
    decide: ({ draft, latest }) => {
      const program = {
        ...draft.document,
        status: "INPROGRESS",
        // The day it first went live: the NEW_STUDY notice counts from it.
        publishedAt: latest?.document.publishedAt ?? deps.now().toISOString().slice(0, 10),
      } as ProgramContent;
      const issues = programIssues(program);
      // Media on another host (valid under v1's schemas, which read older documents), said once.
      const said = new Set(issues.map((issue) => issue.path));
      issues.push(...foreignMediaIssues(program).filter((issue) => !said.has(issue.path)));
      // An end-of-study action ends its own program; each action's texts are in every language.
      issues.push(...foreignStudyIssues(program.actionsJournal, id), ...missingTextIssues(program));
      if (issues.length > 0) throw new ValidationError(issues);
      return { program, unchanged: latest !== undefined && sameProgram(latest.document, program) };
    },
    write: async (trx, { program, unchanged }, { draft }) => {
      if (unchanged) {
        await trx("studies").where({ id }).update({ status: "INPROGRESS", updatedAt: trx.fn.now() });
      } else {
        await publishVersion(trx, program, false);
      }
      return draft;
    },
    afterCommit: () => catalogChanged(deps),
  });
  return programAnswer(deps.db, row);
}
