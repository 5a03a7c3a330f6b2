import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

/** After a link with a patient changes (a follow decided, a call status, an end): the patients, and each one's data. */
export function invalidatePatients(queryClient: QueryClient, proId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: callKey("GET /api/pro/:proId/user", { params: { proId } }) }),
    queryClient.invalidateQueries({ queryKey: callKey("GET /api/pro/:proId/user/:userId/data/") }),
  ]);
}

/** The follows waiting for the author. */
export function proInvitationsQuery(api: ApiClient, proId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/pro/:proId/invit", { params: { proId } }),
    queryFn: () => api.call("GET /api/pro/:proId/invit", { params: { proId } }),
  });
}

/** The patients whose link is valid today. */
export function proPatientsQuery(api: ApiClient, proId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/pro/:proId/user", { params: { proId } }),
    queryFn: () => api.call("GET /api/pro/:proId/user", { params: { proId } }),
  });
}

/** A linked patient's last 30 days (each read is audited: kept a minute rather than refetched on focus). */
export function proPatientDataQuery(api: ApiClient, proId: string, userId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/pro/:proId/user/:userId/data/", { params: { proId, userId } }),
    queryFn: () => api.call("GET /api/pro/:proId/user/:userId/data/", { params: { proId, userId } }),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
