import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

/** The deck is fresh for 1 hour… */
const TODO_STALE_MS = 60 * 60 * 1000;
/** …and kept 5 minutes once unused. */
const TODO_GC_MS = 5 * 60 * 1000;

/** The daily deck of `date`: fresh 1 h, kept 5 min once unused (docs/features/deck.md). */
export function todoQuery(api: ApiClient, date: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/todo", { query: { date } }),
    queryFn: ({ signal }) => api.call("GET /api/patient/todo", { query: { date } }, { signal }),
    staleTime: TODO_STALE_MS,
    gcTime: TODO_GC_MS,
  });
}
