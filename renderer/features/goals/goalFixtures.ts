import type { LocalizedDataValue, PersonalGoalDetail, PersonalGoalView } from "../../../card-schemas";
import { FIXTURE_DATE, taskCard } from "../../test/fixtures";
import { fail, ok, type MockRoutes } from "../../test/mockApi";

/** Personal goal examples for stories and tests, in the wire form the server sends. */
function dataValue(
  value: string,
  name: string,
  extra: Partial<LocalizedDataValue> & { unit?: string } = {},
): LocalizedDataValue {
  const { unit, ...rest } = extra;
  return {
    id: value.toUpperCase(),
    value,
    category: "NUTRITION",
    type: "COUNTER",
    sortKey: 10,
    maxIntensity: 20,
    rewards: 1,
    canBeGoal: true,
    moreIsBetter: true,
    symptoms: [],
    all: true,
    label: { name, question: `${name}?`, ...(unit ? { unit } : {}) },
    ...rest,
  };
}

export const goalDataValues: LocalizedDataValue[] = [
  dataValue("water", "Water", { sortKey: 70, unit: "glasses" }),
  dataValue("caffeine", "Caffeine", { sortKey: 80, moreIsBetter: false, maxIntensity: 15, unit: "cups" }),
  dataValue("sleepQuality", "Sleep quality", { sortKey: 10, type: "INTENSITY", maxIntensity: 5 }),
  dataValue("bedtime", "Bedtime", { sortKey: 30, type: "HOUR", canBeGoal: false, maxIntensity: 1439 }),
  dataValue("oldHabit", "Old habit", { sortKey: 90, hide: true }),
];

export const waterGoal: PersonalGoalView = {
  id: "goal-water",
  dataValue: "water",
  dataValueName: "Water",
  unit: "glasses",
  maxIntensity: 20,
  typeOfGoal: "EVERYDAY_MORE",
  value: 8,
  start: "2025-03-10",
  end: "2025-03-17",
  status: "INPROGRESS",
  progress: { elapsedDays: 4, totalDays: 7, steps: 6 },
};

const days = (values: number[]) =>
  values.map((value, index) => ({ date: `2025-03-${String(10 + index).padStart(2, "0")}`, value }));

/** On track: every day at 8 or more. */
export const goalOnTrack: PersonalGoalDetail = { ...waterGoal, days: days([8, 9, 10, 8]), success: true };
/** Off track: one day below the target. */
export const goalOffTrack: PersonalGoalDetail = { ...waterGoal, days: days([8, 6, 9, 7]), success: false };
/** Just created: no value yet, so neither tick nor cross. */
export const goalWithoutData: PersonalGoalDetail = {
  ...waterGoal,
  progress: { elapsedDays: 0, totalDays: 7, steps: 0 },
  days: [],
  success: null,
};
/** Finished: the end day has come, the mean held. */
export const goalFinished: PersonalGoalDetail = {
  ...waterGoal,
  id: "goal-caffeine",
  dataValue: "caffeine",
  dataValueName: "Caffeine",
  unit: "cups",
  typeOfGoal: "AVERAGE_MESS",
  value: 2,
  status: "DONE",
  progress: { elapsedDays: 7, totalDays: 7, steps: 10 },
  days: days([1, 3, 2, 1, 2, 2, 1]),
  success: true,
};

/** `count` goals in progress. */
export function goalsInProgress(count: number): PersonalGoalView[] {
  return Array.from({ length: count }, (_, index) => ({ ...waterGoal, id: `goal-${index + 1}` }));
}

export interface GoalServerOptions {
  inProgress?: number;
  detail?: PersonalGoalDetail;
  /** Answer for POST: the created goal, or a failure. */
  create?: "ok" | "tooMany";
}

/** A goals server for the mock API: lists, creates (or refuses), reads and gives up goals. */
export function goalServer(options: GoalServerOptions = {}): MockRoutes {
  let goals = goalsInProgress(options.inProgress ?? 2);
  let detail = options.detail;
  return {
    "GET /api/patient/dataValues": () => ok({ items: goalDataValues, nextToken: null }),
    "GET /api/patient/personalGoals": () => ok({ items: goals }),
    "POST /api/patient/personalGoals": ({ body }) => {
      if (options.create === "tooMany") return fail(409, "TOO_MANY_GOALS", "Too many goals");
      const { period, ...input } = body;
      const created: PersonalGoalView = {
        ...waterGoal,
        ...input,
        id: `goal-${goals.length + 1}`,
        progress: { elapsedDays: 0, totalDays: period, steps: 0 },
      };
      goals = [created, ...goals];
      return ok(created, 201);
    },
    "GET /api/patient/personalGoals/:id": ({ params }) =>
      detail && detail.id === params.id ? ok(detail) : fail(404, "NOT_FOUND", "Not found"),
    "DELETE /api/patient/personalGoals/:id": ({ params }) => {
      if (!detail || detail.id !== params.id) return fail(404, "NOT_FOUND", "Not found");
      detail = undefined;
      return ok({ id: params.id });
    },
  };
}

export const personalGoalCard = taskCard(
  "card-personal-goal",
  {
    type: "PERSONAL_GOAL",
    params: {
      body: "Pick one habit to follow for a week. Small steps count.",
      dataValue: "water",
      period: 7,
    },
  },
  { title: "Set yourself a goal", rewards: 10, date: FIXTURE_DATE },
);
