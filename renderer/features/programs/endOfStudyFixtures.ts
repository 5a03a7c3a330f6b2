import type {
  AuthorPriceView,
  CorrelationTaskParams,
  CorrelationsAnswer,
  EndStudyTaskParams,
  FollowUpAnalytics,
  PremiumView,
} from "../../../card-schemas";
import { taskCard } from "../../test/fixtures";
import { fail, ok, type MockRoutes } from "../../test/mockApi";

/** END_STUDY, CORRELATION and premium examples for stories and tests, in the server's wire form. */
export const endStudyParams: EndStudyTaskParams = {
  studyId: "tour",
  synthesis: "Seven days of small steps: you tried every kind of card.",
  analytics: ["completion", "participants", "correlation"],
  summary: "Come back to any card of the tour whenever you like.",
};

export const endStudyCard = taskCard(
  "card-end-study",
  { type: "END_STUDY", params: endStudyParams },
  { title: "The end of the tour", description: "A look back at your week.", rewards: 20 },
);

export const successfulFollowUp: FollowUpAnalytics = {
  rewards: 120,
  completion: 90,
  participantsCount: 42,
  success: true,
  victoryConditions: [],
  subscriptionId: "user-1_tour",
  status: "WAITING_FOR_VALIDATION",
  lastDay: "2026-03-07",
};

/** The tour's END_STUDY is dealt on its first day: the program runs until its seventh. */
export const runningFollowUp: FollowUpAnalytics = {
  ...successfulFollowUp,
  completion: 30,
  success: false,
  status: "INPROGRESS",
};

export const unsuccessfulFollowUp: FollowUpAnalytics = {
  ...successfulFollowUp,
  completion: 40,
  success: false,
};

export function endStudyServer(
  options: { followUp?: FollowUpAnalytics | "error"; validate?: "ok" | "error" } = {},
): MockRoutes {
  const followUp = options.followUp ?? successfulFollowUp;
  return {
    "GET /api/patient/study/:id/followUpAnalytics": () =>
      followUp === "error" ? fail(500, "INTERNAL", "The server failed") : ok(followUp),
    "POST /api/patient/study/validate/:subId": () =>
      options.validate === "error"
        ? fail(409, "NOT_VALIDATABLE", "A DONE program cannot be validated")
        : ok({ rewards: 50, success: true, status: "DONE" }),
  };
}

export const correlationParams: CorrelationTaskParams = {
  symptom: "MIGRAINE",
  dataValue: "sleepQuality",
  body: "Does sleep change how your migraines go?",
};

export const correlationCard = taskCard(
  "card-correlation",
  { type: "CORRELATION", params: correlationParams },
  { title: "Sleep and migraine", description: "What your last 30 days say.", rewards: 5 },
);

export const correlationList: CorrelationsAnswer = {
  items: [
    {
      id: "MIGRAINE_sleepQuality_nextDay",
      symptom: "MIGRAINE",
      symptomName: "Migraine",
      dataValue: "sleepQuality",
      dataValueName: "Sleep quality",
      lag: "nextDay",
      correlation: -0.62,
      pValue: 0.0009,
      adjustedPValue: 0.0108,
      confidenceScore: 0.9892,
      pairedDays: 24,
      from: "2026-10-28",
      to: "2026-11-26",
    },
  ],
  total: 1,
  tested: 12,
  from: "2026-10-28",
  to: "2026-11-26",
  limited: false,
};

/** Pairs tested over the window, none standing out from chance: "no association found". */
export const correlationNone: CorrelationsAnswer = {
  items: [],
  total: 0,
  tested: 8,
  from: "2026-10-28",
  to: "2026-11-26",
  limited: false,
};

/** No pair with enough days with both values: "not enough data". */
export const correlationNotEnough: CorrelationsAnswer = { ...correlationNone, tested: 0 };

export function correlationServer(list: CorrelationsAnswer | "error" = correlationList): MockRoutes {
  return {
    "GET /api/patient/correlations": () =>
      list === "error" ? fail(500, "INTERNAL", "The server failed") : ok(list),
  };
}

export const authorPrice: AuthorPriceView = {
  autorId: "coach-lea",
  name: "Léa Martin",
  monthPrice: 1,
  prices: [
    { months: 1, price: 500, savings: 0 },
    { months: 3, price: 1375, savings: 125 },
    { months: 6, price: 2625, savings: 375 },
    { months: 12, price: 5000, savings: 1000 },
  ],
  balance: 1500,
  link: null,
};

export const premiumView: PremiumView = {
  offer: {
    monthly: { plan: "monthly", price: 499, reducedPrice: 399, savings: 0 },
    yearly: { plan: "yearly", price: 4588, reducedPrice: 3670, savings: 1400 },
    daysLeft: 5,
    reduction: true,
  },
  managementUrl: null,
  provider: "sandbox",
  active: false,
  until: null,
};

export function premiumServer(
  options: {
    balance?: number;
    subscribe?: "ok" | "error";
    checkout?: "ok" | "error";
    confirm?: "ok" | "error";
    view?: PremiumView;
  } = {},
): MockRoutes {
  return {
    "GET /api/patient/autors/:autorId/price": () =>
      ok({ ...authorPrice, balance: options.balance ?? authorPrice.balance }),
    "POST /api/patient/autors/:autorId/subscribe": () =>
      options.subscribe === "error"
        ? fail(409, "NOT_ENOUGH_REWARDS", "Not enough rewards")
        : ok({
            id: "user-1_coach-lea",
            autorId: "coach-lea",
            status: "VALIDATED",
            end: "2025-06-14",
            payed: true,
            valid: true,
            price: 1375,
            months: 3,
          }),
    "GET /api/patient/premium": () => ok(options.view ?? premiumView),
    "POST /api/patient/checkout": () =>
      options.checkout === "error"
        ? fail(503, "SERVICE_UNAVAILABLE", "Checkout is unavailable")
        : ok({ url: "/app/patient/premium?amount=3670&plan=yearly&sandboxCheckout=purchase-1" }),
    "POST /api/patient/premium/checkout/:purchaseId/confirm": () =>
      options.confirm === "error"
        ? fail(503, "PAYMENTS_UNAVAILABLE", "Payments are not available")
        : ok({ active: true, until: "2026-03-10" }),
  };
}
