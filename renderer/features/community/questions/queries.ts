import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CommunityAnswerBody, CommunityQuestionBody } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

/** What the patient reads of community questions: an answer, a like or a new question may change each. */
const QUESTION_READS = [
  "GET /api/patient/dailyQuestions",
  "GET /api/patient/communityQuestions/:id",
  "GET /api/patient/communityQuestions/:id/answers",
  "GET /api/patient/communityQuestions",
] as const;

function useRefreshQuestions() {
  const queryClient = useQueryClient();
  return () => {
    for (const call of QUESTION_READS) void queryClient.invalidateQueries({ queryKey: callKey(call) });
  };
}

/** The daily swipe list: current then previous questions, with the all-done reward. */
export function dailyQuestionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/dailyQuestions"),
    queryFn: ({ signal }) => api.call("GET /api/patient/dailyQuestions", {}, { signal }),
  });
}

/** One question with the reader's like and answer. */
export function communityQuestionQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/communityQuestions/:id", { params: { id } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/communityQuestions/:id", { params: { id } }, { signal }),
  });
}

/** The others' open answers (40) and the results per option. */
export function otherAnswersQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/communityQuestions/:id/answers", {
      params: { id },
      query: { limit: 40 },
    }),
    queryFn: ({ signal }) =>
      api.call(
        "GET /api/patient/communityQuestions/:id/answers",
        { params: { id }, query: { limit: 40 } },
        { signal },
      ),
  });
}

/** A page of a community's questions: the vote list, or the previous questions. */
export function questionPage(
  api: ApiClient,
  groupName: string,
  status: "moderated" | "previous",
  nextToken: string | undefined,
  signal?: AbortSignal,
) {
  return api.call(
    "GET /api/patient/communityQuestions",
    { query: { groupName, status, ...(nextToken ? { nextToken } : {}) } },
    { signal },
  );
}

/** Answers a question; the lists showing it learn the answer. */
export function useAnswerQuestion(id: string) {
  const api = useApi();
  const refresh = useRefreshQuestions();
  return useMutation({
    mutationFn: (body: CommunityAnswerBody) =>
      api.call("POST /api/patient/communityQuestions/:id/answers", { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** Likes a question once. */
export function useLikeQuestion(id: string) {
  const api = useApi();
  const refresh = useRefreshQuestions();
  return useMutation({
    mutationFn: () => api.call("POST /api/patient/communityQuestions/:id/like", { params: { id }, body: {} }),
    onSuccess: refresh,
  });
}

/** Asks a community a question (it waits for moderation). */
export function useAskQuestion() {
  const api = useApi();
  const refresh = useRefreshQuestions();
  return useMutation({
    mutationFn: (body: CommunityQuestionBody) => api.call("POST /api/patient/communityQuestions", { body }),
    onSuccess: refresh,
  });
}

/** Claims the all-done reward; paid once whatever the retries. */
export function useClaimDailyReward() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call("POST /api/patient/dailyQuestions/reward", { body: {} }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/dailyQuestions") });
      void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/bank") });
    },
  });
}
