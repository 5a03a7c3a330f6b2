import { DEFAULT_LANGUAGE } from "../../../engine/shared/languages";
import { route } from "../../platform/http/route";
import { presentPublicProgram } from "./present";
import { shownProgram } from "./programVisibility";

export const guestRoutes = [
  route({
    call: "GET /api/guest/program/:id",
    policy: "guest",
    tag: "guests",
    summary:
      "The public page of a live program, or of a closed one the signed-in patient follows, in `lang`, else the signed-in user's language, else French.",
    async handler({ user, params, query, deps }) {
      const program = await shownProgram(deps, user, params.id);
      return presentPublicProgram(
        program,
        await deps.catalog.get(),
        query.lang ?? user?.language ?? DEFAULT_LANGUAGE,
      );
    },
  }),
];
