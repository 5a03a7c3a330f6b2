import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";

export const proInvitationsKey = (proId: string) => ["pro", proId, "invit"] as const;
export const proPatientsKey = (proId: string) => ["pro", proId, "user"] as const;
export const proPatientDataKey = (proId: string, userId: string) =>
  ["pro", proId, "user", userId, "data"] as const;

/** The follows waiting for the author. */
export function proInvitationsQuery(api: ApiClient, proId: string) {
  return queryOptions({
    queryKey: proInvitationsKey(proId),
    queryFn: () => api.call("GET /api/pro/:proId/invit", { params: { proId } }),
  });
}

/** The patients whose link is valid today. */
export function proPatientsQuery(api: ApiClient, proId: string) {
  return queryOptions({
    queryKey: proPatientsKey(proId),
    queryFn: () => api.call("GET /api/pro/:proId/user", { params: { proId } }),
  });
}

/** A linked patient's last 30 days (each read is audited: kept a minute rather than refetched on focus). */
export function proPatientDataQuery(api: ApiClient, proId: string, userId: string) {
  return queryOptions({
    queryKey: proPatientDataKey(proId, userId),
    queryFn: () => api.call("GET /api/pro/:proId/user/:userId/data/", { params: { proId, userId } }),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
