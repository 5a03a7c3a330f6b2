import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

/** The patient's reward balance; completing a card or spinning the wheel invalidates it. */
export function bankQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/bank"),
    queryFn: ({ signal }) => api.call("GET /api/patient/bank", {}, { signal }),
  });
}
