import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../../app/api/ApiContext";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

/** A program's ratings, the comment group rating_{studyId}, as anyone reads them. */
export function programRatingsQuery(api: ApiClient, studyId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/guest/program/:id/ratings", { params: { id: studyId } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/guest/program/:id/ratings", { params: { id: studyId } }, { signal }),
  });
}

/** Where the signed-in patient stands with rating the program. */
export function myRatingQuery(api: ApiClient, studyId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/study/:studyId/rating", { params: { studyId } }),
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
        queryClient.invalidateQueries({
          queryKey: callKey("GET /api/guest/program/:id/ratings", { params: { id: studyId } }),
        }),
        queryClient.invalidateQueries({
          queryKey: callKey("GET /api/patient/study/:studyId/rating", { params: { studyId } }),
        }),
      ]),
  });
}
