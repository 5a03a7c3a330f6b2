import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

export function patientInfoQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/patientInfo"),
    queryFn: ({ signal }) => api.call("GET /api/patient/patientInfo", {}, { signal }),
  });
}
