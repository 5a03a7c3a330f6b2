import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import { StudySubscription, type User } from "../../platform/db/models";
import { HttpError, NotFound } from "../../core/errors";
import { isAvailable, isLive, wasPublished } from "../../../engine/programs/programAvailability";
import type { CatalogProgram } from "../../core/programCatalog";

/**
 * A program patients were offered that this reader cannot see: closed, or not written in their
 * language (docs/features/programs.md), which the page says instead of "does not exist".
 */
export class ProgramNotAvailable extends HttpError {
  constructor() {
    super(404, "PROGRAM_NOT_AVAILABLE", "This program is not available in your language");
  }
}

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

/**
 * The program `id` for its page in `language`: live and written in it, or followed by the
 * signed-in user. A program never published answers NOT_FOUND; one published but closed or not in
 * `language` answers PROGRAM_NOT_AVAILABLE.
 */
export async function programForPage(
  deps: AppDeps,
  user: User | undefined,
  id: string,
  language: string,
): Promise<CatalogProgram> {
  const program = (await deps.catalog.get()).programs.get(id);
  if (!program || !wasPublished(program)) throw new NotFound("No such program");
  if (isAvailable(program, language)) return program;
  if (user && (await follows(deps.db, user.id, program.id))) return program;
  throw new ProgramNotAvailable();
}
