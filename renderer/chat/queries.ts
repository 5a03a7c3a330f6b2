import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { CHAT_REFETCH_MS } from "../../engine/authorChat";
import { useApi } from "../api/ApiContext";
import type { ApiClient } from "../api/client";
import { newEntryId } from "../symptoms/queries";

export const patientChatKey = (autorId: string) => ["chat", autorId] as const;

/**
 * The patient's chat with an author (reading it marks it opened). While the live stream is down it
 * is read again every CHAT_REFETCH_MS.
 */
export function patientChatQuery(api: ApiClient, autorId: string, live: boolean) {
  return queryOptions({
    queryKey: patientChatKey(autorId),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/autors/:autorId/chat", { params: { autorId } }, { signal }),
    refetchInterval: live ? false : CHAT_REFETCH_MS,
  });
}

/** Sends a message to the author, once under its own key; the chat is read again after. */
export function useSendChatMessage(autorId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.call("POST /api/patient/autors/:autorId/chat", {
        params: { autorId },
        body: { message, key: newEntryId() },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: patientChatKey(autorId) }),
  });
}

/** The patient's notification toggle for this author's messages. */
export function useChatNotification(autorId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: boolean) =>
      api.call("PUT /api/patient/autors/:autorId/chat/notification", {
        params: { autorId },
        body: { value },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: patientChatKey(autorId) }),
  });
}
