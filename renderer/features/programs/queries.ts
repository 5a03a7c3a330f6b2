import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import type { ApiClient } from "../../app/api/client";

export const programsKey = ["programs"] as const;
/** Under programsKey: joining or leaving a program refreshes them too. */
export const conditionsKey = (studyId: string) => [...programsKey, studyId, "conditions"] as const;

function programsCall(api: ApiClient) {
  return ({ signal }: { signal: AbortSignal }) => api.call("GET /api/patient/programs", {}, { signal });
}

export function programsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: programsKey,
    queryFn: programsCall(api),
    select: (value) => value.items,
  });
}

/** The patient's programs against their limits (docs/features/programs.md), from the same answer as the list. */
export function programLimitsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: programsKey,
    queryFn: programsCall(api),
    select: (value) => value.limits ?? null,
  });
}

/** A program's subscription conditions, checked for the patient. */
export function conditionsQuery(api: ApiClient, studyId: string) {
  return queryOptions({
    queryKey: conditionsKey(studyId),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conditionsKey(studyId) }),
  });
}
