import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";

export const bankKey = ["bank"] as const;

/** The patient's reward balance; completing a card or spinning the wheel invalidates it. */
export function bankQuery(api: ApiClient) {
  return queryOptions({
    queryKey: bankKey,
    queryFn: ({ signal }) => api.call("GET /api/patient/bank", {}, { signal }),
  });
}
