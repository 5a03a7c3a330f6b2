import { queryOptions } from "@tanstack/react-query";
import { canBeGoal } from "../../../engine/goals/goalLimits";
import type { ApiClient } from "../../app/api/client";
import { callKey } from "../../app/api/callKey";

/** The product's page size for the data value list (docs/features/goals.md). */
const DATA_VALUES_LIMIT = 1000;

/** The goals running today (at most MAX_GOALS_IN_PROGRESS, so one page holds them all). */
export function goalsInProgressQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/personalGoals", { query: { status: "INPROGRESS" } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/personalGoals", { query: { status: "INPROGRESS" } }, { signal }),
    select: (value) => value.items,
  });
}

export function goalQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/personalGoals/:id", { params: { id } }),
    queryFn: ({ signal }) => api.call("GET /api/patient/personalGoals/:id", { params: { id } }, { signal }),
  });
}

/** The data values a goal may follow: those marked canBeGoal (docs/features/goals.md), in catalogue order. */
export function goalDataValuesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/dataValues", { query: { limit: DATA_VALUES_LIMIT } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/dataValues", { query: { limit: DATA_VALUES_LIMIT } }, { signal }),
    select: (value) => value.items.filter(canBeGoal).sort((a, b) => a.sortKey - b.sortKey),
  });
}
