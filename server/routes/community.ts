import { COMMUNITY_ANSWER_MAX_LENGTH } from "../../engine/communityQuestion";
import { LANGUAGES, type Language } from "../db/models";
import { route } from "../http/route";
import { buildCarousel } from "../services/carousel";
import {
  answerCommunityQuestion,
  getCommunityQuestion,
  type CommunityAnswerInput,
} from "../services/communityAnswers";

const DEFAULT_LANGUAGE: Language = "fr";

const question = {
  type: "object",
  properties: {
    id: { type: "string" },
    text: { type: "string" },
    choices: {
      type: "array",
      items: { type: "object", properties: { id: { type: "string" }, label: { type: "string" } } },
    },
    answersCount: { type: "integer" },
  },
  required: ["id", "text", "answersCount"],
};

/** The daily community question (COMMUNITY_QUESTION) and the home carousel (seed 001 §2). */
export const communityRoutes = [
  route<"guest", Record<string, never>, { lang?: Language }>({
    method: "GET",
    path: "/api/guest/communityQuestions/:id",
    policy: "guest",
    tag: "guests",
    summary:
      "A public community question with its choices and number of answers, in `lang`, else the signed-in user's language, else French.",
    query: { type: "object", properties: { lang: { enum: [...LANGUAGES] } } },
    response: question,
    async handler({ user, params, query, deps }) {
      const language = query.lang ?? user?.language ?? DEFAULT_LANGUAGE;
      return getCommunityQuestion(deps.db, params.id ?? "", language);
    },
  }),

  route<"patient", CommunityAnswerInput>({
    method: "POST",
    path: "/api/patient/communityQuestions/:id/answers",
    policy: "patient",
    quota: "communityAnswers",
    tag: "community",
    summary:
      "Answer a community question: `text` (3-500 characters) for an open one, `choiceId` for one with choices. A second answer replaces the first.",
    body: {
      type: "object",
      oneOf: [
        {
          type: "object",
          properties: { text: { type: "string", minLength: 1, maxLength: COMMUNITY_ANSWER_MAX_LENGTH } },
          required: ["text"],
          additionalProperties: false,
        },
        {
          type: "object",
          properties: { choiceId: { type: "string", minLength: 1, maxLength: 64 } },
          required: ["choiceId"],
          additionalProperties: false,
        },
      ],
    },
    response: {
      type: "object",
      properties: {
        questionId: { type: "string" },
        answer: { type: "string" },
        answersCount: { type: "integer" },
        createdAt: { type: "string" },
        updatedAt: { type: "string" },
      },
    },
    async handler({ user, params, body, deps }) {
      return answerCommunityQuestion(deps.db, user.id, params.id ?? "", body);
    },
  }),

  route({
    method: "GET",
    path: "/api/patient/carousel",
    policy: "patient",
    tag: "patient",
    summary:
      "The home carousel document: up to 7 live studies not joined, questionnaires and authors of the patient's programs.",
    response: { type: "object", properties: { screen: { const: "carousel" }, items: { type: "array" } } },
    async handler({ user, deps }) {
      const data = await deps.catalog.get();
      return buildCarousel(deps.db, data, user);
    },
  }),
];
