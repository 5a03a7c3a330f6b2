import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";

export const proProfileKey = (proId: string) => ["pro", proId, "profile"] as const;
export const proCustomItemsKey = (proId: string) => ["pro", proId, "custom"] as const;
export const proBankKey = (proId: string) => ["pro", proId, "bank"] as const;

/** The author's public page as stored. */
export function proProfileQuery(api: ApiClient, proId: string) {
  return queryOptions({
    queryKey: proProfileKey(proId),
    queryFn: () => api.call("GET /api/pro/:proId/profile/", { params: { proId } }),
  });
}

/** The author's custom shop items, newest first. */
export function proCustomItemsQuery(api: ApiClient, proId: string) {
  return queryOptions({
    queryKey: proCustomItemsKey(proId),
    queryFn: () => api.call("GET /api/pro/:proId/custom", { params: { proId } }),
  });
}

/** The author's balance and its last movements. */
export function proBankQuery(api: ApiClient, proId: string) {
  return queryOptions({
    queryKey: proBankKey(proId),
    queryFn: () => api.call("GET /api/pro/:proId/bank", { params: { proId } }),
  });
}
