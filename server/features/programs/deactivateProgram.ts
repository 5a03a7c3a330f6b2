/**
 * An author deactivates a program (docs/features/programs.md): it closes to new subscribers while
 * running subscriptions go on.
 */
import type { ProProgramAnswer } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import { Conflict } from "../../core/errors";
import { catalogChanged } from "./catalogChanged";
import { readDraft } from "./draftRows";
import { programAnswer } from "./programAnswer";

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
