import { DEFAULT_LANGUAGE } from "../../../engine/shared/languages";
import { route } from "../../platform/http/route";
import { buildCarousel } from "../home/carousel";
import { answerCommunityQuestion, getCommunityQuestion } from "./communityAnswers";

/** The daily community question (COMMUNITY_QUESTION) and the home carousel (seed 001 §2). */
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
      "Answer a community question: `text` (3-500 characters) for an open one, `choiceId` for one with choices. A second answer replaces the first.",
    async handler({ user, params, body, deps }) {
      return answerCommunityQuestion(deps.db, user.id, params.id, body);
    },
  }),

  route({
    call: "GET /api/patient/carousel",
    policy: "patient",
    tag: "patient",
    summary:
      "The home carousel document: up to 7 live studies not joined, questionnaires and authors of the patient's programs.",
    async handler({ user, deps }) {
      const data = await deps.catalog.get();
      return buildCarousel(deps.db, data, user);
    },
  }),
];
