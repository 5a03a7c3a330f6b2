import type {
  AuthorMessageCard as AuthorMessageCardData,
  AuthorTaskCard as AuthorTaskCardData,
  LostStreakCard as LostStreakCardData,
  NewStudyCard,
  LocalizedQuestionnaire,
  NotificationCard,
  ProgramSummary,
  QuestionCard,
} from "../../../card-schemas";
import { fail, ok, type MockRoutes } from "../../test/mockApi";
import { FIXTURE_DATE } from "../../test/fixtures";

/** Example notice cards (docs/features/deck.md) in the wire form, and the calls they make. */
const base = { date: FIXTURE_DATE, maxDate: FIXTURE_DATE, rewards: 0 };

export const notificationCard: NotificationCard = {
  ...base,
  id: "notice-notification",
  type: "NOTIFICATION_CARD",
  globalnotificationID: "NOTIFICATION_CARD",
};

export const lostSerieCard: LostStreakCardData = {
  ...base,
  id: "notice-lost-serie",
  type: "LOST_SERIE",
  globalnotificationID: "LOST_SERIE",
  streakDays: 12,
  powerPrice: 50,
};

export const newStudyCard: NewStudyCard = {
  ...base,
  id: "notice-new-study",
  type: "NEW_STUDY",
  globalnotificationID: "sleep",
  studyId: "sleep",
  title: "Better sleep in 14 days",
  description: "Small evening habits for more restful nights.",
  studyDuration: 14,
  maxReward: 250,
  logoLink: "/media/sleep.svg",
};

export const autorMessageCard: AuthorMessageCardData = {
  ...base,
  id: "notice-autor-message",
  type: "AUTOR_MESSAGE",
  globalnotificationID: "coach-lea",
  eventId: "lea-daylight",
  author: { id: "coach-lea", name: "Léa Martin", avatarLink: "/media/coach-lea.svg" },
  message: "This week, get some daylight within an hour of waking up: it helps set your inner clock.",
};

export const questionCard: QuestionCard = {
  ...base,
  id: "notice-question",
  type: "QUESTION",
  globalnotificationID: "COMMUNITY",
  questionId: "what-helps-you-sleep",
  text: "What helps you sleep well?",
};

const autorBase = {
  ...base,
  type: "AUTOR_TASK" as const,
  globalnotificationID: "coach-lea",
  authorName: "Léa Martin",
};

export const pushProgramsCard: AuthorTaskCardData = {
  ...autorBase,
  id: "autor-push-pgrm",
  title: "Two programs for your nights",
  autorTask: { type: "PUSH_PGRM", studyIds: ["sleep", "migraine"] },
};

export const pushQuestionnairesCard: AuthorTaskCardData = {
  ...autorBase,
  id: "autor-push-quest",
  title: "Before our next session",
  autorTask: { type: "PUSH_QUEST", questionnaireIds: ["sleep-quality", "stress-check"] },
};

export const contentCard: AuthorTaskCardData = {
  ...autorBase,
  id: "autor-content",
  rewards: 5,
  title: "A word from Léa",
  autorTask: {
    type: "CONTENT",
    contentId: "lea-wind-down",
    body: [
      { type: "text", text: "Dim the lights an hour before bed.", style: "title" },
      { type: "text", text: "It tells your body that night is coming.", style: "body" },
      { type: "image", src: "/media/bedroom.svg", alt: "A calm bedroom" },
      { type: "button", label: "I'll try tonight", action: { kind: "complete", done: true } },
    ],
  },
};

export const sendMessageCard: AuthorTaskCardData = {
  ...autorBase,
  id: "autor-send-message",
  title: "Tell Léa",
  autorTask: { type: "SEND_MESSAGE", prompt: "How did your first week of evening routine go?" },
};

export const programSummaries: ProgramSummary[] = [
  {
    id: "sleep",
    title: "Better sleep in 14 days",
    description: "Small evening habits for more restful nights.",
    studyDuration: 14,
    maxReward: 250,
    category: "challenge",
    status: "INPROGRESS",
    subscribed: false,
  },
  {
    id: "migraine",
    title: "Understand your migraines",
    studyDuration: 30,
    maxReward: 400,
    category: "followup",
    status: "INPROGRESS",
    subscribed: true,
    subscriptionStatus: "INPROGRESS",
  },
];

const questionnaires: Record<string, LocalizedQuestionnaire> = {
  "sleep-quality": {
    id: "sleep-quality",
    type: "SLEEP",
    title: "Sleep quality",
    description: "Five questions on last week.",
    rewards: 20,
    period: 7,
    questions: [],
  },
  "stress-check": {
    id: "stress-check",
    type: "STRESS",
    title: "Stress check",
    rewards: 10,
    period: 14,
    questions: [],
  },
};

/** The calls the notice cards make, answered as the server would; `fails` makes the writes fail. */
export function noticeApi(
  options: {
    balance?: number;
    /** LOST_SERIE powers held (bought in the shop). */
    powers?: number;
    fails?: "NOT_ENOUGH_REWARDS" | "TOO_MUCH_PROGRAMS" | "NOT_FOUND";
  } = {},
): MockRoutes {
  const balance = options.balance ?? 120;
  let powers = options.powers ?? 0;
  return {
    "GET /api/patient/powers/:power": () => ok({ power: "LOST_SERIE", held: powers }),
    "POST /api/patient/powers/:power/use": () => {
      if (powers === 0) return fail(409, "NOT_ENOUGH_POWER", "Not enough LOST_SERIE left");
      powers -= 1;
      return ok({ power: "LOST_SERIE", restoredDay: "2025-03-13", held: powers });
    },
    "POST /api/patient/notificationPermission": ({ body }) =>
      ok({ notificationPermission: body.permission, date: FIXTURE_DATE }),
    "POST /api/patient/powers/:power/buy": () =>
      options.fails === "NOT_ENOUGH_REWARDS" || balance < 50
        ? fail(409, "NOT_ENOUGH_REWARDS", "Not enough rewards")
        : ok({ power: "LOST_SERIE", restoredDay: "2025-03-13", price: 50, amount: balance - 50 }),
    "POST /api/patient/study/subscribe/:studyId": () =>
      options.fails === "TOO_MUCH_PROGRAMS"
        ? fail(409, "TOO_MUCH_PROGRAMS", "Too many programs")
        : ok({ tasks: [{ date: FIXTURE_DATE, status: "NEW", id: "t1" }] }),
    "GET /api/patient/programs": () => ok({ items: programSummaries }),
    "GET /api/patient/questionnaires/:id": ({ params }) => {
      const questionnaire = questionnaires[params.id];
      return questionnaire ? ok(questionnaire) : fail(404, "NOT_FOUND");
    },
    "POST /api/patient/autors/:autorId/messages": ({ params, body }) =>
      options.fails === "NOT_FOUND"
        ? fail(404, "NOT_FOUND", "No such author")
        : ok(
            {
              id: "m1",
              chatName: `me_${params.autorId}`,
              autorId: params.autorId,
              userId: "me",
              fromUser: true,
              message: body.message,
              datetime: "2025-03-14T09:00:00.000Z",
              opened: false,
            },
            201,
          ),
  };
}
