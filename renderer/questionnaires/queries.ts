import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  QUESTIONNAIRE_RECORD_STALE_MS,
  type LocalizedQuestionnaire,
  type QuestionnaireAnswers,
} from "../../engine/questionnaireRules";
import { useApi } from "../api/ApiContext";
import type { ApiClient } from "../api/client";
import { bankKey } from "../bank/queries";

/** A saved record, as the server answers it. */
export interface QuestionnaireRecord {
  id: string;
  questionnaireId: string;
  formCategory: string;
  datetime: string;
  /** The record's day in the patient's time zone. */
  day: string;
  score: number;
  answers: QuestionnaireAnswers;
  rewards: number;
}

export interface LastRecordAnswer {
  record: QuestionnaireRecord | null;
  period: number;
  rewards: number;
  rewardsOffered: boolean;
  nextRewardAt: string | null;
}

export const questionnaireKeys = {
  questionnaire: (id: string, locale: string) => ["questionnaire", id, locale] as const,
  lastRecord: (id: string) => ["questionnaireLastRecord", id] as const,
};

/** Content changes with releases only: fresh for an hour. */
const CONTENT_STALE_MS = 60 * 60 * 1000;

export function questionnaireQuery(api: ApiClient, id: string, locale: string) {
  return queryOptions({
    queryKey: questionnaireKeys.questionnaire(id, locale),
    queryFn: ({ signal }) =>
      api.get<LocalizedQuestionnaire>(`/api/patient/questionnaires/${encodeURIComponent(id)}`, { signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

/** The last record, kept 1 min (seed 001 §9). */
export function lastRecordQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: questionnaireKeys.lastRecord(id),
    queryFn: ({ signal }) =>
      api.get<LastRecordAnswer>(`/api/patient/questionnaires/${encodeURIComponent(id)}/lastRecord`, {
        signal,
      }),
    staleTime: QUESTIONNAIRE_RECORD_STALE_MS,
  });
}

/** Saves a record (with a client id, so a retry records once); refreshes the last record and the balance. */
export function useSaveQuestionnaireRecord(questionnaireId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; answers: QuestionnaireAnswers }) =>
      api.post<QuestionnaireRecord>(
        `/api/patient/questionnaires/${encodeURIComponent(questionnaireId)}/records`,
        input,
      ),
    onSuccess: async (record) => {
      await queryClient.invalidateQueries({ queryKey: questionnaireKeys.lastRecord(questionnaireId) });
      if (record.rewards > 0) await queryClient.invalidateQueries({ queryKey: bankKey });
    },
  });
}
