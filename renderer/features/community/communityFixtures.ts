import type { CarouselItem } from "../../../card-schemas";
import type {
  CommunityAnswerBody,
  CommunityAnswerView,
  CommunityMyAnswer,
  CommunityQuestionSummary,
} from "../../../card-schemas";
import { fail, ok, type MockRoutes } from "../../test/mockApi";
import { FIXTURE_DATE, PICTURE } from "../../test/fixtures";

type Texts = Record<string, string>;

const questions: Record<
  string,
  { text: Texts; type?: "selectMultiple"; choices?: Array<{ id: string; label: Texts }> }
> = {
  "what-helps-you-sleep": {
    text: {
      en: "What helps you sleep well?",
      fr: "Qu'est-ce qui vous aide à bien dormir ?",
      it: "Cosa ti aiuta a dormire bene?",
      es: "¿Qué te ayuda a dormir bien?",
    },
  },
  "evening-calm": {
    text: {
      en: "What relaxes you in the evening?",
      fr: "Qu'est-ce qui vous détend le soir ?",
      it: "Cosa ti rilassa la sera?",
      es: "¿Qué te relaja por la noche?",
    },
    type: "selectMultiple",
    choices: [
      { id: "reading", label: { en: "Reading", fr: "Lire", it: "Leggere", es: "Leer" } },
      { id: "music", label: { en: "Music", fr: "La musique", it: "La musica", es: "La música" } },
    ],
  },
  "morning-or-evening": {
    text: {
      en: "Are you a morning or an evening person?",
      fr: "Êtes-vous plutôt du matin ou du soir ?",
      it: "Sei più una persona mattutina o serale?",
      es: "¿Eres más de mañana o de noche?",
    },
    choices: [
      { id: "morning", label: { en: "Morning", fr: "Du matin", it: "Mattutina", es: "De mañana" } },
      { id: "evening", label: { en: "Evening", fr: "Du soir", it: "Serale", es: "De noche" } },
    ],
  },
};

export interface CommunityApiOptions {
  /** How many patients had answered before. */
  answersCount?: number;
  /** The answer route answers this error instead. */
  failWrites?: { status: number; code: string };
  /** The question route answers this error instead. */
  failReads?: { status: number; code: string };
  /** Delay of every answer, to show the loading states. */
  delayMs?: number;
  /** The signed-in patient's language, which the patient's question route answers in. */
  language?: "en" | "fr" | "it" | "es";
  /** What the patient answered before, by question id. */
  answered?: Record<string, CommunityMyAnswer>;
}

/** The answer as the question reads it back. */
function storedAnswer(body: CommunityAnswerBody): CommunityMyAnswer {
  if ("text" in body) return { text: body.text };
  return { choiceIds: "choiceId" in body ? [body.choiceId] : body.choiceIds };
}

/** Mock routes of the community question API, answering like the server (in the patient's `language`). */
export function communityApi(options: CommunityApiOptions = {}): MockRoutes {
  let answersCount = options.answersCount ?? 12;
  const answered: Record<string, CommunityMyAnswer> = { ...options.answered };
  const wait = () => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
  return {
    "GET /api/patient/communityQuestions/:id": async ({ params }) => {
      await wait();
      if (options.failReads) return fail(options.failReads.status, options.failReads.code);
      const question = questions[params.id];
      if (!question) return fail(404, "NOT_FOUND");
      const lang = options.language ?? "en";
      const value: CommunityQuestionSummary = {
        id: params.id,
        text: question.text[lang] ?? "",
        type: question.type ?? (question.choices ? "selectOne" : "open"),
        status: "current",
        groupName: null,
        choices: (question.choices ?? []).map((c) => ({ id: c.id, label: c.label[lang] ?? c.id })),
        likes: 0,
        liked: false,
        answersCount,
        createdAt: `${FIXTURE_DATE}T08:00:00.000Z`,
        myAnswer: answered[params.id] ?? null,
      };
      return ok(value);
    },
    "GET /api/patient/communityQuestions/:id/answers": async ({ params }) => {
      await wait();
      const question = questions[params.id];
      if (!question) return fail(404, "NOT_FOUND");
      const othersAnswered = answersCount - (answered[params.id] ? 1 : 0) > 0;
      return ok({
        items:
          question.choices || !othersAnswered
            ? []
            : [{ id: "a1", text: "Reading", createdAt: `${FIXTURE_DATE}T08:00:00.000Z` }],
        results: (question.choices ?? []).map((choice, i) => ({
          choiceId: choice.id,
          count: i === 0 ? 1 : 0,
        })),
      });
    },
    "POST /api/patient/communityQuestions/:id/answers": async ({ params, body }) => {
      await wait();
      if (options.failWrites) return fail(options.failWrites.status, options.failWrites.code);
      const sent = storedAnswer(body);
      const before = answered[params.id];
      // A patient answers once, as the server has it: only the same answer may be sent again.
      if (before && JSON.stringify(before) !== JSON.stringify(sent)) return fail(409, "ALREADY_ANSWERED");
      if (!before) answersCount += 1;
      answered[params.id] = sent;
      const value: CommunityAnswerView = {
        questionId: params.id,
        // An open answer waits for moderation, as the server has it.
        ...("text" in body
          ? { answer: body.text, status: "to check" as const }
          : { choiceIds: "choiceId" in body ? [body.choiceId] : body.choiceIds }),
        answersCount,
        createdAt: `${FIXTURE_DATE}T08:00:00.000Z`,
        updatedAt: `${FIXTURE_DATE}T08:00:00.000Z`,
      };
      return ok(value);
    },
  };
}

/** One carousel item of each kind, and more studies to fill the 7 places. */
export function carouselItems(locale: "en" | "fr" = "en"): CarouselItem[] {
  const fr = locale === "fr";
  return [
    {
      kind: "STUDY",
      id: "sleep",
      title: fr ? "Mieux dormir en 3 semaines" : "Sleep better in 3 weeks",
      imageLink: PICTURE,
      link: "/app/patient/ressources/studies/sleep",
    },
    {
      kind: "QUESTIONNAIRE",
      id: "mood",
      title: fr ? "Humeur" : "Mood",
      link: "/app/patient/tasks",
    },
    {
      kind: "AUTOR",
      id: "outchi",
      title: "Outchi",
      subtitle: fr ? "L'équipe Outchi" : "The Outchi team",
      imageLink: PICTURE,
      link: "/app/patient/ressources/autors/outchi",
    },
    {
      kind: "SOCIAL_EVENT",
      id: "event-1",
      title: fr ? "Marche collective dimanche" : "Group walk on Sunday",
      link: "/app/guest/ressources/socialEvent/event-1",
    },
    {
      kind: "STUDY",
      id: "migraine",
      title: fr ? "Suivi de la migraine" : "Migraine follow-up",
      link: "/app/patient/ressources/studies/migraine",
    },
    {
      kind: "STUDY",
      id: "stress",
      title: fr ? "Moins de stress" : "Less stress",
      link: "/app/patient/ressources/studies/stress",
    },
    {
      kind: "STUDY",
      id: "hydration",
      title: fr ? "Bien s'hydrater" : "Drink enough water",
      link: "/app/patient/ressources/studies/hydration",
    },
  ];
}
