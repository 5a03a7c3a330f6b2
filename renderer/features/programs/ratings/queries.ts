import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../../app/api/ApiContext";
import type { ApiClient } from "../../../app/api/client";

export const ratingKeys = {
  list: (studyId: string) => ["ratings", "list", studyId] as const,
  mine: (studyId: string) => ["ratings", "mine", studyId] as const,
};

/** A program's ratings, the comment group rating_{studyId}, as anyone reads them. */
export function programRatingsQuery(api: ApiClient, studyId: string) {
  return queryOptions({
    queryKey: ratingKeys.list(studyId),
    queryFn: ({ signal }) =>
      api.call("GET /api/guest/program/:id/ratings", { params: { id: studyId } }, { signal }),
  });
}

/** Where the signed-in patient stands with rating the program. */
export function myRatingQuery(api: ApiClient, studyId: string) {
  return queryOptions({
    queryKey: ratingKeys.mine(studyId),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/study/:studyId/rating", { params: { studyId } }, { signal }),
  });
}

/** Rates the program once; the list and the patient's state are read again after. */
export function useRateStudy(studyId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { rating: number; comment?: string }) =>
      api.call("POST /api/patient/study/:studyId/rating", { params: { studyId }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ratingKeys.list(studyId) }),
        queryClient.invalidateQueries({ queryKey: ratingKeys.mine(studyId) }),
      ]),
  });
}
