import { queryOptions } from "@tanstack/react-query";
import { TODO_GC_MS, TODO_STALE_MS } from "../../../../engine/shared/constants";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

/** The daily deck of `date`: fresh 1 h, kept 5 min once unused (docs/features/deck.md). */
export function todoQuery(api: ApiClient, date: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/todo", { query: { date: date } }),
    queryFn: ({ signal }) => api.call("GET /api/patient/todo", { query: { date } }, { signal }),
    staleTime: TODO_STALE_MS,
    gcTime: TODO_GC_MS,
  });
}
