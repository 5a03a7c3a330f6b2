import { queryOptions } from "@tanstack/react-query";
import { canBeGoal } from "../../engine/goalLimits";
import type { GoalType } from "../../engine/goalSuccess";
import type { LocalizedDataValue } from "../../engine/localizedDataValue";
import type { ApiClient } from "../api/client";

/** A goal as `/api/patient/personalGoals` answers it, its data value named in the user's language. */
export interface PersonalGoal {
  id: string;
  dataValue: string;
  dataValueName: string;
  unit?: string;
  maxIntensity?: number;
  typeOfGoal: GoalType;
  value: number;
  start: string;
  end: string;
  status: "INPROGRESS" | "DONE";
  progress: { elapsedDays: number; totalDays: number; steps: number };
}

/** One goal with the daily values of its data value and the verdict (null until data exists). */
export interface PersonalGoalDetail extends PersonalGoal {
  days: Array<{ date: string; value: number }>;
  success: boolean | null;
}

/** The fields `POST /api/patient/personalGoals` takes. */
export interface GoalInput {
  dataValue: string;
  typeOfGoal: GoalType;
  period: number;
  value: number;
}

/** The seed's page size for the data value list (seed 001 §9). */
const DATA_VALUES_LIMIT = 1000;

export const goalKeys = {
  all: ["personalGoals"] as const,
  inProgress: () => [...goalKeys.all, "list", "INPROGRESS"] as const,
  detail: (id: string) => [...goalKeys.all, "detail", id] as const,
  dataValues: () => [...goalKeys.all, "dataValues"] as const,
};

/** The goals running today (at most MAX_GOALS_IN_PROGRESS, so one page holds them all). */
export function goalsInProgressQuery(api: ApiClient) {
  return queryOptions({
    queryKey: goalKeys.inProgress(),
    queryFn: ({ signal }) =>
      api.get<{ items: PersonalGoal[] }>("/api/patient/personalGoals?status=INPROGRESS", { signal }),
    select: (value) => value.items,
  });
}

export function goalQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: goalKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<PersonalGoalDetail>(`/api/patient/personalGoals/${encodeURIComponent(id)}`, { signal }),
  });
}

/** The data values a goal may follow: those marked canBeGoal (seed 001 §5), in catalogue order. */
export function goalDataValuesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: goalKeys.dataValues(),
    queryFn: ({ signal }) =>
      api.get<{ items: LocalizedDataValue[] }>(`/api/patient/dataValues?limit=${DATA_VALUES_LIMIT}`, {
        signal,
      }),
    select: (value) => value.items.filter(canBeGoal).sort((a, b) => a.sortKey - b.sortKey),
  });
}
