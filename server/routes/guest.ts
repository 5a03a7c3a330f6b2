import { DEFAULT_LANGUAGE } from "../../engine/languages";
import type { Db } from "../db/connection";
import { StudySubscription } from "../db/models";
import { NotFound } from "../errors";
import { route } from "../http/route";
import { presentPublicProgram } from "../presenters/program";
import { isLive } from "../../engine/programAvailability";

/** Whether the user follows the program (a subscription of any status). */
async function follows(db: Db, userId: string, studyId: string): Promise<boolean> {
  return (await StudySubscription.query(db).findById(StudySubscription.idFor(userId, studyId))) !== undefined;
}

export const guestRoutes = [
  route({
    call: "GET /api/guest/program/:id",
    policy: "guest",
    tag: "guests",
    summary:
      "The public page of a live program, or of a closed one the signed-in patient follows, in `lang`, else the signed-in user's language, else French.",
    async handler({ user, params, query, deps }) {
      const data = await deps.catalog.get();
      const program = data.programs.get(params.id);
      // A program its author closed goes on for those who follow it: they still see its page.
      const shown = program && (isLive(program) || (user && (await follows(deps.db, user.id, program.id))));
      if (!program || !shown) throw new NotFound("No such program");
      return presentPublicProgram(program, data, query.lang ?? user?.language ?? DEFAULT_LANGUAGE);
    },
  }),
];
