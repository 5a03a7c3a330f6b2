import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";

/** Who read the patient's data: always read afresh, the list is the patient's check on their authors. */
export function dataAccessQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ["patient", "dataAccess"] as const,
    queryFn: () => api.call("GET /api/patient/profile/dataAccess"),
    staleTime: 0,
  });
}
