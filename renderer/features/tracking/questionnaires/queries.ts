import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuestionnaireRecordBody } from "../../../../card-schemas";
import { QUESTIONNAIRE_RECORD_STALE_MS } from "../../../../engine/tracking/questionnaireRules";
import { useApi } from "../../../app/api/ApiContext";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

/** Content changes with releases only: fresh for an hour. */
const CONTENT_STALE_MS = 60 * 60 * 1000;

export function questionnaireQuery(api: ApiClient, id: string, locale: string) {
  return queryOptions({
    // The questionnaire is in the account's language, which the call does not send: the locale
    // follows the call's key, so that a change of language reads it again.
    queryKey: [...callKey("GET /api/patient/questionnaires/:id", { params: { id } }), locale],
    queryFn: ({ signal }) => api.call("GET /api/patient/questionnaires/:id", { params: { id } }, { signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

/** The last record, kept 1 min (docs/features/tracking.md). */
export function lastRecordQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/questionnaires/:id/lastRecord", { params: { id } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/questionnaires/:id/lastRecord", { params: { id } }, { signal }),
    staleTime: QUESTIONNAIRE_RECORD_STALE_MS,
  });
}

/** Saves a record (with a client id, so a retry records once); refreshes the last record and the balance. */
export function useSaveQuestionnaireRecord(questionnaireId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionnaireRecordBody) =>
      api.call("POST /api/patient/questionnaires/:id/records", { params: { id: questionnaireId }, body }),
    onSuccess: async (record) => {
      await queryClient.invalidateQueries({
        queryKey: callKey("GET /api/patient/questionnaires/:id/lastRecord", {
          params: { id: questionnaireId },
        }),
      });
      if (record.rewards > 0)
        await queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/bank") });
    },
  });
}
