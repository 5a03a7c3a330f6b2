import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { FOLLOW_UP_ANALYTICS_MAX_AGE_SECONDS } from "../../engine/studyFollowUp";
import { useApi } from "../api/ApiContext";
import type { ApiClient } from "../api/client";
import { bankKey } from "../bank/queries";

/** GET /api/patient/study/{id}/followUpAnalytics. */
export interface FollowUpAnalytics {
  rewards: number;
  completion: number;
  participantsCount: number;
  success: boolean;
  subscriptionId: string | null;
  status: string | null;
}

/** POST /api/patient/study/validate/{subId}. */
export interface StudyValidation {
  rewards: number;
  success: boolean;
  status: string;
}

export const followUpKeys = {
  of: (studyId: string) => ["study", studyId, "followUpAnalytics"] as const,
};

/** The patient's follow-up of a study, kept 24 h (seed 001 §7). */
export function followUpQuery(api: ApiClient, studyId: string) {
  return queryOptions({
    queryKey: followUpKeys.of(studyId),
    queryFn: ({ signal }) =>
      api.get<FollowUpAnalytics>(`/api/patient/study/${encodeURIComponent(studyId)}/followUpAnalytics`, {
        signal,
      }),
    staleTime: FOLLOW_UP_ANALYTICS_MAX_AGE_SECONDS * 1000,
  });
}

/** Finalises the study; the balance and the follow-up then change. */
export function useValidateStudy(studyId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      api.post<StudyValidation>(`/api/patient/study/validate/${encodeURIComponent(subscriptionId)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: followUpKeys.of(studyId) });
      void queryClient.invalidateQueries({ queryKey: bankKey });
    },
  });
}
