import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/client";

/** One correlation as GET /api/patient/correlations answers it (seed 003 §3). */
export interface Correlation {
  id: string;
  symptom: string;
  symptomName: string;
  dataValue: string;
  dataValueName: string;
  /** −1..1 */
  correlation: number;
  /** 0..1 */
  confidenceScore: number;
  pairedDays: number;
}

export interface CorrelationList {
  items: Correlation[];
  total: number;
  limited: boolean;
}

export interface CorrelationFilter {
  symptom?: string;
  dataValue?: string;
}

export const correlationKeys = {
  all: ["correlations"] as const,
  list: (filter: CorrelationFilter) =>
    [...correlationKeys.all, filter.symptom ?? "", filter.dataValue ?? ""] as const,
};

export function correlationsQuery(api: ApiClient, filter: CorrelationFilter = {}) {
  const search = new URLSearchParams();
  if (filter.symptom) search.set("symptom", filter.symptom);
  if (filter.dataValue) search.set("dataValue", filter.dataValue);
  const query = search.size > 0 ? `?${search.toString()}` : "";
  return queryOptions({
    queryKey: correlationKeys.list(filter),
    queryFn: ({ signal }) => api.get<CorrelationList>(`/api/patient/correlations${query}`, { signal }),
  });
}
