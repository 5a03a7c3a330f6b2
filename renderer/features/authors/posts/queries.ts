import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";

export const proMessagesKey = (proId: string) => ["pro", proId, "messages"] as const;

/** The messages the author posted to their patients, newest first. */
export function proMessagesQuery(api: ApiClient, proId: string) {
  return queryOptions({
    queryKey: proMessagesKey(proId),
    queryFn: () => api.call("GET /api/pro/:proId/content", { params: { proId } }),
  });
}
