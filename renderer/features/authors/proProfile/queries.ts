import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

/** The author's public page as stored. */
export function proProfileQuery(api: ApiClient, proId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/pro/:proId/profile/", { params: { proId } }),
    queryFn: () => api.call("GET /api/pro/:proId/profile/", { params: { proId } }),
  });
}

/** The author's custom shop items, newest first. */
export function proCustomItemsQuery(api: ApiClient, proId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/pro/:proId/custom", { params: { proId } }),
    queryFn: () => api.call("GET /api/pro/:proId/custom", { params: { proId } }),
  });
}

/** The author's balance and its last movements. */
export function proBankQuery(api: ApiClient, proId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/pro/:proId/bank", { params: { proId } }),
    queryFn: () => api.call("GET /api/pro/:proId/bank", { params: { proId } }),
  });
}
