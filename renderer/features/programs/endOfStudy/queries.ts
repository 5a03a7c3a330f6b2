import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { FOLLOW_UP_ANALYTICS_MAX_AGE_SECONDS } from "../../../../engine/programs/studyFollowUp";
import { useApi } from "../../../app/api/ApiContext";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

/** The patient's follow-up of a study, kept 24 h (docs/features/programs.md). */
export function followUpQuery(api: ApiClient, studyId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/study/:id/followUpAnalytics", { params: { id: studyId } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/study/:id/followUpAnalytics", { params: { id: studyId } }, { signal }),
    staleTime: FOLLOW_UP_ANALYTICS_MAX_AGE_SECONDS * 1000,
  });
}

/** Finalises the study; the balance and the follow-up then change. */
export function useValidateStudy(studyId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      api.call("POST /api/patient/study/validate/:subId", { params: { subId: subscriptionId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: callKey("GET /api/patient/study/:id/followUpAnalytics", { params: { id: studyId } }),
      });
      void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/bank") });
    },
  });
}
