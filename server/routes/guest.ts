import { DEFAULT_LANGUAGE } from "../../engine/languages";
import { NotFound } from "../errors";
import { route } from "../http/route";
import { presentPublicProgram } from "../presenters/program";
import { isLive } from "../../engine/programAvailability";

export const guestRoutes = [
  route({
    call: "GET /api/guest/program/:id",
    policy: "guest",
    tag: "guests",
    summary: "The public page of a live program, in `lang`, else the signed-in user's language, else French.",
    async handler({ user, params, query, deps }) {
      const data = await deps.catalog.get();
      const program = data.programs.get(params.id);
      if (!program || !isLive(program)) throw new NotFound("No such program");
      return presentPublicProgram(program, data, query.lang ?? user?.language ?? DEFAULT_LANGUAGE);
    },
  }),
];
