import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProChat } from "../../../../card-schemas";
import { CHAT_REFETCH_MS } from "../../../../engine/chat/authorChat";
import { withMessage } from "../queries";
import { useApi } from "../../../app/api/ApiContext";
import type { ApiClient } from "../../../app/api/client";
import { newEntryId } from "../../tracking";
import { callKey } from "../../../app/api/callKey";

/** The pro's live stream: each change in one of the author's chats. */
export const proStreamPath = (proId: string) => `/api/pro/${encodeURIComponent(proId)}/stream`;

/** The author's conversations, newest first; read again every CHAT_REFETCH_MS while the stream is down. */
export function proChatsQuery(api: ApiClient, proId: string, live: boolean) {
  return queryOptions({
    queryKey: callKey("GET /api/pro/:proId/chats", { params: { proId } }),
    queryFn: ({ signal }) => api.call("GET /api/pro/:proId/chats", { params: { proId } }, { signal }),
    refetchInterval: live ? false : CHAT_REFETCH_MS,
  });
}

/** The author's chat with one patient (reading it marks it opened by the author). */
export function proChatQuery(api: ApiClient, proId: string, userId: string, live: boolean) {
  return queryOptions({
    queryKey: callKey("GET /api/pro/:proId/user/:userId/message/", { params: { proId, userId } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/pro/:proId/user/:userId/message/", { params: { proId, userId } }, { signal }),
    refetchInterval: live ? false : CHAT_REFETCH_MS,
  });
}

/** Sends the patient a message, once under its own key: shown at once, the list and this chat read again after. */
export function useSendProMessage(proId: string, userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.call("PUT /api/pro/:proId/user/:userId/message/", {
        params: { proId, userId },
        body: { message, key: newEntryId() },
      }),
    onSuccess: (message) =>
      queryClient.setQueryData(
        callKey("GET /api/pro/:proId/user/:userId/message/", { params: { proId, userId } }),
        (chat: ProChat | undefined) => withMessage(chat, message),
      ),
    // The list and the chats are read again.
    onSettled: () => {
      void queryClient.invalidateQueries({
        queryKey: callKey("GET /api/pro/:proId/chats", { params: { proId } }),
      });
      void queryClient.invalidateQueries({ queryKey: callKey("GET /api/pro/:proId/user/:userId/message/") });
    },
  });
}

/** The pro's notification toggle for this patient's messages. */
export function useProChatNotification(proId: string, userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: boolean) =>
      api.call("PUT /api/pro/:proId/user/:userId/notification/", {
        params: { proId, userId },
        body: { value },
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: callKey("GET /api/pro/:proId/user/:userId/message/", { params: { proId, userId } }),
      }),
  });
}
