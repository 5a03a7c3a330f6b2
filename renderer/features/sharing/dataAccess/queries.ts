import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

/** Who read the patient's data: always read afresh, the list is the patient's check on their authors. */
export function dataAccessQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/profile/dataAccess"),
    queryFn: () => api.call("GET /api/patient/profile/dataAccess"),
    staleTime: 0,
  });
}
