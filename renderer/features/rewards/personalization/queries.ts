import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

/**
 * The pet as shown, the heads and backgrounds the patient may choose and the personalization
 * effects they own (`GET /api/patient/personalization`).
 */
export function personalizationQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/personalization"),
    queryFn: ({ signal }) => api.call("GET /api/patient/personalization", {}, { signal }),
  });
}
