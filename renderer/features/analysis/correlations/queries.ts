import { queryOptions } from "@tanstack/react-query";
import type { CorrelationFilter } from "../../../../card-schemas";
import type { ApiClient } from "../../../app/api/client";

export const correlationKeys = {
  all: ["correlations"] as const,
  list: (filter: CorrelationFilter) =>
    [...correlationKeys.all, filter.symptom ?? "", filter.dataValue ?? ""] as const,
};

export function correlationsQuery(api: ApiClient, filter: CorrelationFilter = {}) {
  return queryOptions({
    queryKey: correlationKeys.list(filter),
    queryFn: ({ signal }) => api.call("GET /api/patient/correlations", { query: filter }, { signal }),
  });
}
