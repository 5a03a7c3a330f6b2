import { queryOptions, useMutation } from "@tanstack/react-query";
import type { AuthorFollowBody, AuthorGoal, Language } from "../../../card-schemas";
import { useApi } from "../../app/api/ApiContext";
import type { ApiClient } from "../../app/api/client";
import { useRefreshBalance } from "../rewards";

export const authorKeys = {
  page: (autorId: string, language: Language) => ["autors", autorId, "page", language] as const,
  relation: (autorId: string) => ["autors", autorId, "relation"] as const,
  search: (goal: AuthorGoal | undefined, search: string) => ["autors", "search", goal ?? "", search] as const,
};

/** An author's public page, in `language` (guests and patients read the same page). */
export function authorPageQuery(api: ApiClient, autorId: string, language: Language) {
  return queryOptions({
    queryKey: authorKeys.page(autorId, language),
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
    queryKey: authorKeys.relation(autorId),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/autors/:autorId/relation", { params: { autorId } }, { signal }),
  });
}

/** The add-support search. */
export function authorSearchQuery(api: ApiClient, goal: AuthorGoal | undefined, search: string) {
  return queryOptions({
    queryKey: authorKeys.search(goal, search),
    queryFn: ({ signal }) =>
      api.call(
        "GET /api/patient/autors",
        { query: { ...(goal ? { goal } : {}), ...(search ? { search } : {}) } },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** Asks to follow an author, paying `months` now; `key` makes a retry pay nothing more. */
export function useFollowAuthor(autorId: string) {
  const api = useApi();
  const refresh = useRefreshBalance();
  return useMutation({
    mutationFn: (body: AuthorFollowBody) =>
      api.call("POST /api/patient/autors/:autorId/follow", { params: { autorId }, body }),
    onSuccess: refresh,
  });
}

/** Cancels a follow that waits for the author. */
export function useCancelFollow(autorId: string) {
  const api = useApi();
  const refresh = useRefreshBalance();
  return useMutation({
    mutationFn: () => api.call("DELETE /api/patient/autors/:autorId/follow", { params: { autorId } }),
    onSuccess: refresh,
  });
}

/** Buys an author's custom item; `key` makes a retry buy nothing more. */
export function useBuyAuthorItem(autorId: string) {
  const api = useApi();
  const refresh = useRefreshBalance();
  return useMutation({
    mutationFn: ({ itemId, key }: { itemId: string; key: string }) =>
      api.call("POST /api/patient/autors/:autorId/shop/:itemId/buy", {
        params: { autorId, itemId },
        body: { key },
      }),
    onSuccess: refresh,
  });
}
