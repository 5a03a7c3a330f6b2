import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";
import { useApi } from "../../../app/api/ApiContext";
import { bankQuery } from "../bank/queries";
import { callKey } from "../../../app/api/callKey";

/** The patient's awards tree (GET /api/patient/awards). */
export function awardsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/awards"),
    queryFn: ({ signal }) => api.call("GET /api/patient/awards", {}, { signal }),
  });
}

/** Claims an award; the tree, the balance and the social titles change with it. */
export function useClaimAward() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (awardId: string) =>
      api.call("POST /api/patient/profile/award/claim/:awardId", { params: { awardId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/awards") }),
        queryClient.invalidateQueries({ queryKey: bankQuery(api).queryKey }),
        queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/socialProfile") }),
      ]),
  });
}
