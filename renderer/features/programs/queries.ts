import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import type { ApiClient } from "../../app/api/client";
import { callKey } from "../../app/api/callKey";

/** After joining, leaving or updating a program: the patient's programs, and every program's conditions. */
export function invalidatePrograms(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/programs") });
  void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/study/:studyId/conditions") });
}

function programsCall(api: ApiClient) {
  return ({ signal }: { signal: AbortSignal }) => api.call("GET /api/patient/programs", {}, { signal });
}

export function programsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/programs"),
    queryFn: programsCall(api),
    select: (value) => value.items,
  });
}

/** The patient's programs against their limits (docs/features/programs.md), from the same answer as the list. */
export function programLimitsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/programs"),
    queryFn: programsCall(api),
    select: (value) => value.limits ?? null,
  });
}

/** A program's subscription conditions, checked for the patient. */
export function conditionsQuery(api: ApiClient, studyId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/study/:studyId/conditions", { params: { studyId } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/study/:studyId/conditions", { params: { studyId } }, { signal }),
  });
}

/** Gives the consent a program's conditions ask for; its conditions then change. */
export function useGiveConsent(studyId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: string) =>
      api.call("POST /api/patient/study/:studyId/consent", { params: { studyId }, body: { consent } }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: callKey("GET /api/patient/study/:studyId/conditions", { params: { studyId } }),
      }),
  });
}
