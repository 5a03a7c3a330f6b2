import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChatMessage, PatientChat } from "../../../card-schemas";
import { CHAT_HISTORY_LIMIT, CHAT_REFETCH_MS } from "../../../engine/chat/authorChat";
import { useApi } from "../../app/api/ApiContext";
import type { ApiClient } from "../../app/api/client";
import { newEntryId } from "../tracking";
import { callKey } from "../../app/api/callKey";

/**
 * The patient's chat with an author (reading it marks it opened). While the live stream is down it
 * is read again every CHAT_REFETCH_MS.
 */
export function patientChatQuery(api: ApiClient, autorId: string, live: boolean) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/autors/:autorId/chat", { params: { autorId } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/autors/:autorId/chat", { params: { autorId } }, { signal }),
    refetchInterval: live ? false : CHAT_REFETCH_MS,
  });
}

/** A chat read with `message` at its end (at once, before the chat is read again), keeping the last ones. */
export function withMessage<T extends { items: ChatMessage[] }>(chat: T | undefined, message: ChatMessage) {
  if (!chat || chat.items.some((item) => item.id === message.id)) return chat;
  return { ...chat, items: [...chat.items, message].slice(-CHAT_HISTORY_LIMIT) };
}

/** Sends a message to the author, once under its own key: shown at once, the chat read again after. */
export function useSendChatMessage(autorId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.call("POST /api/patient/autors/:autorId/chat", {
        params: { autorId },
        body: { message, key: newEntryId() },
      }),
    onSuccess: (message) =>
      queryClient.setQueryData(
        callKey("GET /api/patient/autors/:autorId/chat", { params: { autorId } }),
        (chat: PatientChat | undefined) => withMessage(chat, message),
      ),
    onSettled: () =>
      void queryClient.invalidateQueries({
        queryKey: callKey("GET /api/patient/autors/:autorId/chat", { params: { autorId } }),
      }),
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
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: callKey("GET /api/patient/autors/:autorId/chat", { params: { autorId } }),
      }),
  });
}
