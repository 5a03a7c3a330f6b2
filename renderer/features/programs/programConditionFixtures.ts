import type {
  FollowUpAnalytics,
  ProgramLimitsView,
  ProgramSummary,
  PublicProgram,
  ProgramConditionResult,
} from "../../../card-schemas";
import { isValidQuestScore } from "../../../engine/programs/subscriptionConditions";
import { fail, ok, type MockRoutes } from "../../test/mockApi";
import { questionnaireApi } from "../tracking/questionnaireFixtures";

/** Programs, their conditions and limits as the server sends them, for stories and tests. */
export const openProgram: ProgramSummary = {
  id: "micro-breaks",
  title: "A week of micro-breaks",
  description: "Five days to fit short breaks into your days.",
  autorId: "demo-pro",
  category: "challenge",
  studyDuration: 5,
  maxReward: 85,
  status: "INPROGRESS",
  subscribed: false,
  conditions: [],
};

export const guardedProgram: ProgramSummary = {
  id: "stress-reset",
  title: "Three-day stress follow-up",
  description: "A short follow-up to spot your moments of tension and try slow breathing.",
  autorId: "demo-pro",
  category: "followup",
  studyDuration: 3,
  maxReward: 40,
  status: "INPROGRESS",
  subscribed: false,
  conditions: ["consent", "quest"],
};

export const publicGuarded: PublicProgram = {
  id: "stress-reset",
  title: "Three-day stress follow-up",
  description: "A short follow-up to spot your moments of tension and try slow breathing.",
  forWhom: "Adults who feel tense and are ready to give it ten minutes a day.",
  studyDuration: 3,
  maxReward: 40,
  category: "followup",
  language: "en",
  languages: ["fr", "en", "it", "es"],
  steps: [
    { stepId: "check", text: "Spot the moments of tension" },
    { stepId: "breathe", text: "Try slow breathing" },
  ],
  author: { id: "demo-pro", name: "Demo Pro" },
};

export function limitsOf(total: number, followUps = 0, paidLinks = 0): ProgramLimitsView {
  return {
    total,
    followUps,
    paidLinks,
    followUpLimit: 5 + 5 * paidLinks,
    totalLimit: 5 + 10 * paidLinks,
    addHidden: total >= 10 + 5 * paidLinks,
    upgrade: followUps >= 5 + 5 * paidLinks,
  };
}

/** Every condition kind, none met. */
export const allMissing: ProgramConditionResult[] = [
  { type: "consent", success: false, consent: "STRESS_RESET_FOLLOW_UP" },
  { type: "quest", success: false, formCategory: "STRESS_SCREENING", questionnaireId: "stress-screening" },
  { type: "autorSub", success: false, autorId: "coach-lea" },
  { type: "cost", success: false, amount: 100 },
  {
    type: "dataValue",
    success: false,
    dataValue: "SLEEP_DURATION",
    label: "Sleep duration",
    unit: "h",
    operator: "AVERAGE_MORE",
    target: 7,
    days: 7,
    windowEnd: "2025-03-16",
    actual: 6.5,
  },
  {
    type: "questScore",
    success: false,
    formCategory: "STRESS_SCREENING",
    questionnaireId: "stress-screening",
    label: "Stress screening",
    operator: "LESS_EQUAL",
    target: 10,
    days: 30,
    windowEnd: "2025-03-16",
  },
];

export const screeningNotOk: ProgramConditionResult = {
  type: "quest",
  success: false,
  formCategory: "STRESS_SCREENING",
  questionnaireId: "stress-screening",
  screeningNotOk: true,
};

export const followUp: FollowUpAnalytics = {
  rewards: 20,
  completion: 67,
  participantsCount: 12,
  success: true,
  victoryConditions: [
    {
      type: "dataValue",
      success: true,
      dataValue: "WATER",
      label: "Water",
      unit: "glasses",
      operator: "TOTAL_MORE",
      target: 12,
      days: 3,
      windowEnd: "2025-03-16",
      actual: 14,
    },
  ],
  subscriptionId: "user-1_stress-reset",
  status: "WAITING_FOR_VALIDATION",
  lastDay: "2025-03-16",
};

export interface ProgramServerOptions {
  programs?: ProgramSummary[];
  limits?: ProgramLimitsView;
  /** Subscribing refuses with TOO_MUCH_PROGRAMS. */
  full?: boolean;
}

/**
 * A server for the stress-reset program: its consent and screening conditions (a score of 20 or
 * more passes), which change as the patient gives the consent and fills in the questionnaire;
 * subscribing refuses until both pass.
 */
export function programServer(options: ProgramServerOptions = {}): MockRoutes {
  let consent = false;
  let score: number | null = null;
  let joined = new Set<string>();
  const conditions = (): ProgramConditionResult[] => [
    { type: "consent", success: consent, consent: "STRESS_RESET_FOLLOW_UP" },
    {
      type: "quest",
      success: score !== null && isValidQuestScore(score),
      formCategory: "STRESS_SCREENING",
      questionnaireId: "stress-screening",
      ...(score !== null && !isValidQuestScore(score) ? { screeningNotOk: true } : {}),
    },
  ];
  const questionnaires = questionnaireApi();
  return {
    ...questionnaires,
    "POST /api/patient/questionnaires/:id/records": async (request) => {
      const answer = await questionnaires["POST /api/patient/questionnaires/:id/records"]!(request);
      if (answer.body.success) score = answer.body.value.score;
      return answer;
    },
    "GET /api/patient/programs": () => {
      const items = (options.programs ?? [openProgram, guardedProgram]).map((program) =>
        joined.has(program.id)
          ? { ...program, subscribed: true, subscriptionStatus: "INPROGRESS" as const }
          : program,
      );
      return ok({ items, limits: options.limits ?? limitsOf(joined.size) });
    },
    "GET /api/guest/program/:id": () => ok(publicGuarded),
    "GET /api/patient/study/:studyId/conditions": ({ params }) =>
      params.studyId === guardedProgram.id
        ? ok({ items: conditions(), met: conditions().every((c) => c.success) })
        : ok({ items: [], met: true }),
    "POST /api/patient/study/:studyId/consent": ({ body }) => {
      consent = true;
      return ok({ consent: body.consent, given: true });
    },
    "POST /api/patient/study/subscribe/:studyId": ({ params }) => {
      if (options.full)
        return fail(409, "TOO_MUCH_PROGRAMS", "You follow as many programs as your plan allows");
      if (params.studyId === guardedProgram.id && !conditions().every((c) => c.success)) {
        return fail(409, "MISSING_SUBSCRIPTION_CONDITIONS", "Some conditions are not met", conditions());
      }
      joined = new Set([...joined, params.studyId]);
      return ok({ tasks: [{ id: "card-1", date: "2025-03-10", status: "NEW" }] });
    },
    "GET /api/patient/study/:id/followUpAnalytics": () => ok(followUp),
    "GET /api/patient/bank": () => ok({ amount: 0, allTimeAmount: 0 }),
  };
}
