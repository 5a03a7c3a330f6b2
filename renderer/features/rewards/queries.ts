import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { normalizeGiftCode } from "../../../engine/rewards/giftCode";
import { useApi } from "../../app/api/ApiContext";
import type { ApiClient } from "../../app/api/client";
import { callKey } from "../../app/api/callKey";

/** The shop document: categories, authors to contribute to, promotion tiles. */
export function shopQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/shop"),
    queryFn: ({ signal }) => api.call("GET /api/patient/shop", {}, { signal }),
  });
}

/** What the patient bought, newest first. */
export function inventoryQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/rewards/inventory"),
    queryFn: ({ signal }) => api.call("GET /api/patient/rewards/inventory", {}, { signal }),
  });
}

/** Everything a purchase or a credit changes: the shop (balance, owned), the history, the balance. */
export function useRefreshBalance() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/shop") });
    void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/rewards/inventory") });
    void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/bank") });
  };
}

/** Buys a shop object; `key` makes a retry of the same purchase buy nothing more. */
export function useBuyShopObject() {
  const api = useApi();
  const refresh = useRefreshBalance();
  return useMutation({
    mutationFn: ({ shopObjectId, key }: { shopObjectId: string; key: string }) =>
      api.call("POST /api/patient/rewards/buy/:shopObjectId", { params: { shopObjectId }, body: { key } }),
    onSuccess: refresh,
  });
}

/** The sandbox checkout's confirmation of rewards bought with money. */
export function useConfirmRewardsCheckout() {
  const api = useApi();
  const refresh = useRefreshBalance();
  return useMutation({
    mutationFn: (purchaseId: string) =>
      api.call("POST /api/patient/rewards/checkout/:purchaseId/confirm", { params: { purchaseId } }),
    onSuccess: refresh,
  });
}

/** Redeems a gift code, lowercased before it is sent (docs/features/rewards.md). */
export function useRedeemGiftCode() {
  const api = useApi();
  const refresh = useRefreshBalance();
  return useMutation({
    mutationFn: (code: string) =>
      api.call("POST /api/patient/giftCode/:code", { params: { code: normalizeGiftCode(code) } }),
    onSuccess: refresh,
  });
}

/** Gives rewards to an author who takes contributions. */
export function useContribute() {
  const api = useApi();
  const refresh = useRefreshBalance();
  return useMutation({
    mutationFn: ({ autorId, amount, key }: { autorId: string; amount: number; key: string }) =>
      api.call("PUT /api/patient/autors/:autorId/contribution", {
        params: { autorId },
        body: { amount, key },
      }),
    onSuccess: refresh,
  });
}
