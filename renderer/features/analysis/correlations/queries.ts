import { queryOptions } from "@tanstack/react-query";
import type { CorrelationFilter } from "../../../../card-schemas";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

export function correlationsQuery(api: ApiClient, filter: CorrelationFilter = {}) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/correlations", { query: filter }),
    queryFn: ({ signal }) => api.call("GET /api/patient/correlations", { query: filter }, { signal }),
  });
}
