import { queryOptions } from "@tanstack/react-query";
import { TODO_GC_MS, TODO_STALE_MS } from "../../../../engine/shared/constants";
import type { ApiClient } from "../../../app/api/client";

export const todoKeys = {
  all: ["todo"] as const,
  day: (date: string) => ["todo", date] as const,
};

/** The daily deck of `date`: fresh 1 h, kept 5 min once unused (seed 001 §9). */
export function todoQuery(api: ApiClient, date: string) {
  return queryOptions({
    queryKey: todoKeys.day(date),
    queryFn: ({ signal }) => api.call("GET /api/patient/todo", { query: { date } }, { signal }),
    staleTime: TODO_STALE_MS,
    gcTime: TODO_GC_MS,
  });
}
