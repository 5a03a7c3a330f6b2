import { DEFAULT_LANGUAGE } from "../../../engine/shared/languages";
import { route } from "../../platform/http/route";
import { answerCommunityQuestion } from "./answerCommunityQuestion";
import { getCommunityQuestion } from "./getCommunityQuestion";

/** The daily community question (COMMUNITY_QUESTION): reading one as a guest, answering it. */
export const communityRoutes = [
  route({
    call: "GET /api/guest/communityQuestions/:id",
    policy: "guest",
    tag: "guests",
    summary:
      "A public community question with its choices and number of answers, in `lang`, else the signed-in user's language, else French.",
    async handler({ user, params, query, deps }) {
      const language = query.lang ?? user?.language ?? DEFAULT_LANGUAGE;
      return getCommunityQuestion(deps.db, params.id, language);
    },
  }),

  route({
    call: "POST /api/patient/communityQuestions/:id/answers",
    policy: "patient",
    quota: "communityAnswers",
    tag: "community",
    summary:
      "Answer a community question: `text` (3-500 characters) for an open one, `choiceId` for one with choices. A patient answers once: the same answer sent again answers the stored one, another answer is 409 ALREADY_ANSWERED (the first is kept).",
    async handler({ user, params, body, deps }) {
      return answerCommunityQuestion(deps.db, user, params.id, body);
    },
  }),
];
