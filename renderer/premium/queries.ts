import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthorSubscriptionPrice, SubscriptionMonths } from "../../engine/authorSubscriptionPrices";
import type { PremiumOffer, PremiumPlan } from "../../engine/premiumOffer";
import { useApi } from "../api/ApiContext";
import type { ApiClient } from "../api/client";
import { bankKey } from "../bank/queries";

export interface AuthorLink {
  id: string;
  autorId: string;
  status: string;
  end: string;
  payed: boolean;
  valid: boolean;
}

/** GET /api/patient/autors/{autorId}/price. */
export interface AuthorPrice {
  autorId: string;
  name: string;
  monthPrice: number;
  prices: AuthorSubscriptionPrice[];
  balance: number;
  link: AuthorLink | null;
}

/** GET /api/patient/premium. */
export interface PremiumView {
  offer: PremiumOffer;
  managementUrl: string | null;
  provider: "sandbox" | "provider";
}

export const premiumKeys = {
  authorPrice: (autorId: string) => ["autors", autorId, "price"] as const,
  offer: () => ["premium"] as const,
};

export function authorPriceQuery(api: ApiClient, autorId: string) {
  return queryOptions({
    queryKey: premiumKeys.authorPrice(autorId),
    queryFn: ({ signal }) =>
      api.get<AuthorPrice>(`/api/patient/autors/${encodeURIComponent(autorId)}/price`, { signal }),
  });
}

export function premiumQuery(api: ApiClient) {
  return queryOptions({
    queryKey: premiumKeys.offer(),
    queryFn: ({ signal }) => api.get<PremiumView>("/api/patient/premium", { signal }),
  });
}

/** Buys months of an author; `key` makes a retry of the same purchase buy nothing more. */
export function useSubscribeToAuthor(autorId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { months: SubscriptionMonths; key: string }) =>
      api.post<AuthorLink & { price: number; months: SubscriptionMonths }>(
        `/api/patient/autors/${encodeURIComponent(autorId)}/subscribe`,
        input,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: premiumKeys.authorPrice(autorId) });
      void queryClient.invalidateQueries({ queryKey: bankKey });
    },
  });
}

export function useCheckout() {
  const api = useApi();
  return useMutation({
    mutationFn: (plan: PremiumPlan) => api.post<{ url: string }>("/api/patient/checkout", { plan }),
  });
}
