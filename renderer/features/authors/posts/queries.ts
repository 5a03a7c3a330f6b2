import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

/** The messages the author posted to their patients, newest first. */
export function proMessagesQuery(api: ApiClient, proId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/pro/:proId/content", { params: { proId } }),
    queryFn: () => api.call("GET /api/pro/:proId/content", { params: { proId } }),
  });
}
