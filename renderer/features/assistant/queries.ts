import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AssistantView } from "../../../card-schemas";
import { useApi } from "../../app/api/ApiContext";
import type { ApiClient } from "../../app/api/client";
import { callKey } from "../../app/api/callKey";

/** Consent, tokens and history of the AI assistant. */
export function assistantQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/assistant"),
    queryFn: ({ signal }) => api.call("GET /api/patient/assistant", {}, { signal }),
  });
}

/** Gives the OUTCHIIA consent; the answer is the assistant view, put in the cache at once. */
export function useAssistantConsent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call("POST /api/patient/assistant/consent"),
    onSuccess: (view: AssistantView) => queryClient.setQueryData(callKey("GET /api/patient/assistant"), view),
  });
}

/** Asks the assistant; the history and tokens are read again whatever the outcome. */
export function useSendAssistantMessage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => api.call("POST /api/patient/assistant/messages", { body: { message } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/assistant") }),
  });
}
