import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";

export const profileKeys = {
  patientInfo: () => ["patientInfo"] as const,
};

export function patientInfoQuery(api: ApiClient) {
  return queryOptions({
    queryKey: profileKeys.patientInfo(),
    queryFn: ({ signal }) => api.call("GET /api/patient/patientInfo", {}, { signal }),
  });
}
