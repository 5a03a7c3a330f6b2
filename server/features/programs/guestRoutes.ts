import { DEFAULT_LANGUAGE } from "../../../engine/shared/languages";
import { route } from "../../platform/http/route";
import { presentPublicProgram } from "./present";
import { programForPage } from "./programVisibility";

export const guestRoutes = [
  route({
    call: "GET /api/guest/program/:id",
    policy: "guest",
    tag: "guests",
    summary:
      "The public page of a live program written in `lang` (else the signed-in user's language, else French), or of one the signed-in patient follows. 404 NOT_FOUND for a program never published, 404 PROGRAM_NOT_AVAILABLE for one closed or not written in that language.",
    async handler({ user, params, query, deps }) {
      const language = query.lang ?? user?.language ?? DEFAULT_LANGUAGE;
      const program = await programForPage(deps, user, params.id, language);
      return presentPublicProgram(program, await deps.catalog.get(), language);
    },
  }),
];
