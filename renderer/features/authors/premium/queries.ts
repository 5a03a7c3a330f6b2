import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthorSubscribeBody, PremiumPlan } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

export function authorPriceQuery(api: ApiClient, autorId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/autors/:autorId/price", { params: { autorId } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/autors/:autorId/price", { params: { autorId } }, { signal }),
  });
}

export function premiumQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/premium"),
    queryFn: ({ signal }) => api.call("GET /api/patient/premium", {}, { signal }),
  });
}

/** Buys months of an author; `key` makes a retry of the same purchase buy nothing more. */
export function useSubscribeToAuthor(autorId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AuthorSubscribeBody) =>
      api.call("POST /api/patient/autors/:autorId/subscribe", { params: { autorId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: callKey("GET /api/patient/autors/:autorId/price", { params: { autorId } }),
      });
      void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/bank") });
    },
  });
}

export function useCheckout() {
  const api = useApi();
  return useMutation({
    mutationFn: (plan: PremiumPlan) => api.call("POST /api/patient/checkout", { body: { plan } }),
  });
}

/** The sandbox checkout's confirmation of a premium purchase: premium runs to its new last day. */
export function useConfirmPremiumCheckout() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: string) =>
      api.call("POST /api/patient/premium/checkout/:purchaseId/confirm", { params: { purchaseId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/premium") }),
  });
}
