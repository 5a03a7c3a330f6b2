import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModerationDecision, ReactionType } from "../../../card-schemas";
import {
  COMMENTS_PAGE_SIZE,
  COMMUNITY_FEED_PAGE_SIZE,
  MY_MESSAGES_PAGE_SIZE,
} from "../../../engine/community/communityFeed";
import { useApi } from "../../app/api/ApiContext";
import type { ApiClient } from "../../app/api/client";
import { callKey } from "../../app/api/callKey";

/** What the patient reads of the communities: a message, a reaction or a deletion may change each. */
const COMMUNITY_READS = [
  "GET /api/patient/community",
  "GET /api/patient/socialEvents",
  "GET /api/patient/socialEvents/mine",
  "GET /api/patient/socialEvent/:id/comments",
  "GET /api/guest/socialEvent/:id",
] as const;

/** The patient's communities with their unread marks. */
export function communitiesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/community"),
    queryFn: ({ signal }) => api.call("GET /api/patient/community", {}, { signal }),
  });
}

/** A community's feed, 100 events a page. */
export function feedQuery(api: ApiClient, groupName: string) {
  return infiniteQueryOptions({
    // Every page's query but its token: the pages are one entry.
    queryKey: callKey("GET /api/patient/socialEvents", {
      query: { groupName, limit: COMMUNITY_FEED_PAGE_SIZE },
    }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        "GET /api/patient/socialEvents",
        { query: { groupName, limit: COMMUNITY_FEED_PAGE_SIZE, ...(pageParam && { nextToken: pageParam }) } },
        { signal },
      ),
    getNextPageParam: (page) => page.nextToken ?? undefined,
  });
}

/** The patient's own events, 30 a page. */
export function myEventsQuery(api: ApiClient) {
  return infiniteQueryOptions({
    queryKey: callKey("GET /api/patient/socialEvents/mine", { query: { limit: MY_MESSAGES_PAGE_SIZE } }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        "GET /api/patient/socialEvents/mine",
        { query: { limit: MY_MESSAGES_PAGE_SIZE, ...(pageParam && { nextToken: pageParam }) } },
        { signal },
      ),
    getNextPageParam: (page) => page.nextToken ?? undefined,
  });
}

/** An event's validated comments, 10 a page. */
export function commentsQuery(api: ApiClient, eventId: string) {
  return infiniteQueryOptions({
    queryKey: callKey("GET /api/patient/socialEvent/:id/comments", {
      params: { id: eventId },
      query: { limit: COMMENTS_PAGE_SIZE },
    }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        "GET /api/patient/socialEvent/:id/comments",
        {
          params: { id: eventId },
          query: { limit: COMMENTS_PAGE_SIZE, ...(pageParam && { nextToken: pageParam }) },
        },
        { signal },
      ),
    getNextPageParam: (page) => page.nextToken ?? undefined,
  });
}

/** A validated event, as guests read it. */
export function guestEventQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: callKey("GET /api/guest/socialEvent/:id", { params: { id } }),
    queryFn: ({ signal }) => api.call("GET /api/guest/socialEvent/:id", { params: { id } }, { signal }),
  });
}

/** The moderation queue. */
export function moderationQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/admin/moderation"),
    queryFn: ({ signal }) => api.call("GET /api/admin/moderation", {}, { signal }),
  });
}

/** The latest decisions of the moderation queue, the newest first. */
export function moderationHistoryQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/admin/moderation/history"),
    queryFn: ({ signal }) => api.call("GET /api/admin/moderation/history", {}, { signal }),
  });
}

function useRefreshCommunity() {
  const queryClient = useQueryClient();
  return () => {
    for (const call of COMMUNITY_READS) void queryClient.invalidateQueries({ queryKey: callKey(call) });
  };
}

/** Marks a community read (opening its page). */
export function useMarkRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.call("POST /api/patient/community/:name/read", { params: { name } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/community") }),
  });
}

/** Posts a community message (it waits for moderation). */
export function usePostMessage() {
  const api = useApi();
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: (body: { groupName: string; message: string }) =>
      api.call("POST /api/patient/socialEvents", { body }),
    onSuccess: refresh,
  });
}

/** Deletes one of the patient's own events. */
export function useDeleteEvent() {
  const api = useApi();
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: (id: string) => api.call("DELETE /api/patient/socialEvents/:id", { params: { id } }),
    onSuccess: refresh,
  });
}

/** Sets the patient's reaction to an event, or removes it (`reaction` null, with its id). */
export function useReact() {
  const api = useApi();
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: async (change: { eventId: string; reaction: ReactionType } | { removeId: string }) => {
      if ("removeId" in change) {
        await api.call("DELETE /api/patient/messageReaction/:id", { params: { id: change.removeId } });
        return null;
      }
      return api.call("POST /api/patient/messageReaction/", { body: change });
    },
    onSuccess: refresh,
  });
}

/** Comments an event (it waits for moderation). */
export function useComment(eventId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (message: string) =>
      api.call("POST /api/patient/socialEvent/:id/comment", {
        params: { id: eventId },
        body: { input: { message } },
      }),
  });
}

/** Deletes the patient's own comment. */
export function useDeleteComment() {
  const api = useApi();
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: (id: string) => api.call("DELETE /api/patient/comments/:id", { params: { id } }),
    onSuccess: refresh,
  });
}

/** Reports an event to the moderators, with an optional reason. */
export function useReport(eventId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (reason: string) =>
      api.call("POST /api/patient/socialEvents/:id/report", {
        params: { id: eventId },
        body: reason ? { reason } : {},
      }),
  });
}

/** An admin's decision on an item, or its undoing (`to check`): the queue and the history change. */
export function useModerate() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: ModerationDecision & { id: string }) =>
      api.call("POST /api/admin/moderation/:id", {
        params: { id },
        body: { status: decision.status, ...(decision.reason && { reason: decision.reason }) },
      }),
    onSuccess: () => {
      for (const call of ["GET /api/admin/moderation", "GET /api/admin/moderation/history"] as const) {
        void queryClient.invalidateQueries({ queryKey: callKey(call) });
      }
    },
  });
}
