import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiCalls } from "../../../card-schemas";
import { ANALYTICS_PAGE_SIZE } from "../../../engine/analysis/analysisWindows";
import type { ApiClient } from "../../app/api/client";
import { callKey } from "../../app/api/callKey";

export type AnalysisQuery = ApiCalls["GET /api/patient/analysis"]["query"];
export type AnalyticsFilter = Pick<ApiCalls["GET /api/patient/analytics"]["query"], "studyId" | "type">;

/** The cards of one analytic (`GET /api/patient/analysis`), in the patient's language. */
export function analysisQuery(api: ApiClient, query: AnalysisQuery) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/analysis", { query }),
    queryFn: ({ signal }) => api.call("GET /api/patient/analysis", { query }, { signal }),
  });
}

/** The analytics list, 10 at a time (docs/features/analysis.md): each next page starts where the last ended. */
export function analyticsQuery(api: ApiClient, filter: AnalyticsFilter) {
  return infiniteQueryOptions({
    // Every page's query but its offset: the pages are one entry.
    queryKey: callKey("GET /api/patient/analytics", { query: { ...filter, limit: ANALYTICS_PAGE_SIZE } }),
    initialPageParam: 0,
    // A new filter keeps the list (and its filters) on screen until its first page arrives.
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        "GET /api/patient/analytics",
        { query: { ...filter, offset: pageParam, limit: ANALYTICS_PAGE_SIZE } },
        { signal },
      ),
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((sum, page) => sum + page.items.length, 0);
      return read < last.total && last.items.length > 0 ? read : undefined;
    },
  });
}
