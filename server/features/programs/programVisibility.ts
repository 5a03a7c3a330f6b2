import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import { StudySubscription, type User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { isLive } from "../../../engine/programs/programAvailability";
import type { CatalogProgram } from "../../core/programCatalog";

/** Whether the user follows the program (a subscription of any status). */
async function follows(db: Db, userId: string, studyId: string): Promise<boolean> {
  return (await StudySubscription.query(db).findById(StudySubscription.idFor(userId, studyId))) !== undefined;
}

/**
 * The program `id` as its public pages show it: a live one, or a closed one the signed-in user
 * follows (its author closed it, those who follow it go on seeing it); 404 otherwise.
 */
export async function shownProgram(
  deps: AppDeps,
  user: User | undefined,
  id: string,
): Promise<CatalogProgram> {
  const program = (await deps.catalog.get()).programs.get(id);
  const shown = program && (isLive(program) || (user && (await follows(deps.db, user.id, program.id))));
  if (!program || !shown) throw new NotFound("No such program");
  return program;
}
