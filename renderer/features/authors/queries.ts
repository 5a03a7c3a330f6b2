import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callKey } from "../../app/api/callKey";
import type { AuthorFollowBody, AuthorGoal, Language } from "../../../card-schemas";
import { useApi } from "../../app/api/ApiContext";
import type { ApiClient } from "../../app/api/client";
import { useRefreshBalance } from "../rewards";

/** What the patient reads of authors: a payment to one may change each of them. */
const AUTHOR_READS = [
  "GET /api/guest/autors/:autorId",
  "GET /api/patient/autors/:autorId/relation",
  "GET /api/patient/autors",
  "GET /api/patient/autors/:autorId/price",
] as const;

/** After a payment to an author: the balance and the shop, and every read of authors. */
function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  return () => {
    refreshBalance();
    for (const call of AUTHOR_READS) void queryClient.invalidateQueries({ queryKey: callKey(call) });
  };
}

/** An author's public page, in `language` (guests and patients read the same page). */
export function authorPageQuery(api: ApiClient, autorId: string, language: Language) {
  return queryOptions({
    queryKey: callKey("GET /api/guest/autors/:autorId", { params: { autorId }, query: { lang: language } }),
    queryFn: ({ signal }) =>
      api.call(
        "GET /api/guest/autors/:autorId",
        { params: { autorId }, query: { lang: language } },
        { signal },
      ),
  });
}

/** The patient's side of an author's page: link, balance, bought items. */
export function authorRelationQuery(api: ApiClient, autorId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/autors/:autorId/relation", { params: { autorId } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/autors/:autorId/relation", { params: { autorId } }, { signal }),
  });
}

/** The search's query: only the filters given. */
function searchQuery(goal: AuthorGoal | undefined, search: string) {
  return { ...(goal ? { goal } : {}), ...(search ? { search } : {}) };
}

/** The add-support search. */
export function authorSearchQuery(api: ApiClient, goal: AuthorGoal | undefined, search: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/autors", { query: searchQuery(goal, search) }),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/autors", { query: searchQuery(goal, search) }, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** Asks to follow an author, paying `months` now; `key` makes a retry pay nothing more. */
export function useFollowAuthor(autorId: string) {
  const api = useApi();
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (body: AuthorFollowBody) =>
      api.call("POST /api/patient/autors/:autorId/follow", { params: { autorId }, body }),
    onSuccess: refresh,
  });
}

/** Cancels a follow that waits for the author. */
export function useCancelFollow(autorId: string) {
  const api = useApi();
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: () => api.call("DELETE /api/patient/autors/:autorId/follow", { params: { autorId } }),
    onSuccess: refresh,
  });
}

/** Buys an author's custom item; `key` makes a retry buy nothing more. */
export function useBuyAuthorItem(autorId: string) {
  const api = useApi();
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: ({ itemId, key }: { itemId: string; key: string }) =>
      api.call("POST /api/patient/autors/:autorId/shop/:itemId/buy", {
        params: { autorId, itemId },
        body: { key },
      }),
    onSuccess: refresh,
  });
}
