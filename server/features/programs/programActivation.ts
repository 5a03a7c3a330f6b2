/**
 * Activating and deactivating a program. activate checks the whole draft and publishes it
 * as the next version (or, unchanged since the latest, opens that one again); deactivate closes the
 * program to new subscribers while running subscriptions go on. Every process reads its catalogue
 * again: this one before answering, the others when they hear of it.
 */
import type { ProgramContent, ProProgramAnswer } from "../../../card-schemas";
import { programIssues } from "../../../card-schemas/programAuthoring";
import type { AppDeps } from "../../appDeps";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict, ValidationError } from "../../core/errors";
import { programAnswer, readDraft } from "./programDrafts";
import { latestVersion, publishLock, publishVersion, sameProgram } from "./programPublishing";

async function catalogChanged(deps: AppDeps): Promise<void> {
  await deps.catalog.reload();
  await deps.realtime.publishCatalogChange();
}

/** PUT /program/:id/activate: 400 naming every failing path of the whole program, else live. */
export async function activateProgram(
  deps: AppDeps,
  authorId: string,
  id: string,
): Promise<ProProgramAnswer> {
  const row = await inTransaction(deps.db, async (trx) => {
    const draft = await readDraft(trx, authorId, id, true);
    await publishLock(trx, id);
    const latest = await latestVersion(trx, id);
    const program = {
      ...draft.document,
      status: "INPROGRESS",
      // The day it first went live: the NEW_STUDY notice counts from it.
      publishedAt: latest?.document.publishedAt ?? deps.now().toISOString().slice(0, 10),
    } as ProgramContent;
    const issues = programIssues(program);
    if (issues.length > 0) throw new ValidationError(issues);
    if (latest && sameProgram(latest.document, program)) {
      await trx("studies").where({ id }).update({ status: "INPROGRESS", updatedAt: trx.fn.now() });
    } else {
      await publishVersion(trx, program, false);
    }
    return draft;
  });
  await catalogChanged(deps);
  return programAnswer(deps.db, row);
}

/** PUT /program/:id/deactivate: out of the catalogue for new subscribers; 409 NOT_PUBLISHED before any publication. */
export async function deactivateProgram(
  deps: AppDeps,
  authorId: string,
  id: string,
): Promise<ProProgramAnswer> {
  const row = await readDraft(deps.db, authorId, id);
  const updated = await deps
    .db("studies")
    .where({ id })
    .update({ status: "DONE", updatedAt: deps.db.fn.now() });
  if (updated === 0) throw new Conflict("NOT_PUBLISHED", "Publish the program first");
  await catalogChanged(deps);
  return programAnswer(deps.db, row);
}
