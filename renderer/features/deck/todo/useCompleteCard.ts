import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DailyQueue } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import type { CompleteResult } from "../../../cards/types";
import { callKey } from "../../../app/api/callKey";
import { ApiError } from "../../../app/api/ApiError";

interface Variables {
  cardId: string;
  result: CompleteResult;
}

type Card = DailyQueue["cards"][number];

/**
 * Completes or dismisses a card of the deck of `date` (docs/features/deck.md): the card leaves the cached
 * deck at once, then the server is told; its answer updates the wheel counter and the balance.
 * On failure the card goes back where it was and the mutation's error says why, unless its day is
 * over (409 CARD_EXPIRED): an expired card never comes back, and the deck is read again. Without the
 * network the completion is kept in the outbox (docs/features/offline.md): the card stays gone, and
 * the wheel's counter and the balance show it as pending until it lands.
 */
export function useCompleteCard(date: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = callKey("GET /api/patient/todo", { query: { date: date } });

  return useMutation({
    // Run offline too: sendOrKeep keeps what cannot be sent.
    networkMode: "always",
    mutationFn: async ({ cardId, result }: Variables) => {
      const card = queryClient.getQueryData<DailyQueue>(key)?.cards.find((item) => item.id === cardId);
      // Not with the first card's code: OfflineSync loads it once the page is up.
      const { outboxOwner, sendOrKeep } = await import("../../../app/offline/sendOrKeep");
      return sendOrKeep(
        api,
        outboxOwner(queryClient),
        "POST /api/patient/notifications/validate/:notificationId",
        { params: { notificationId: cardId }, body: { value: result } },
        { rewards: result.done ? Math.max(0, card?.rewards ?? 0) : 0, movesWheel: result.done },
      );
    },
    onMutate: async ({ cardId }) => {
      // A refetch in flight would put the card back before the server knows it is done.
      await queryClient.cancelQueries({ queryKey: key });
      const queue = queryClient.getQueryData<DailyQueue>(key);
      const index = queue?.cards.findIndex((card) => card.id === cardId) ?? -1;
      const removed: Card | undefined = index >= 0 ? queue?.cards[index] : undefined;
      if (queue && removed) {
        queryClient.setQueryData<DailyQueue>(key, {
          ...queue,
          cards: queue.cards.filter((card) => card.id !== cardId),
        });
      }
      return { removed, index };
    },
    onError: (error, _variables, context) => {
      if (error instanceof ApiError && error.code === "CARD_EXPIRED") {
        void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/todo") });
        return;
      }
      const removed = context?.removed;
      if (!removed) return;
      // Put back only this card: other cards completed meanwhile must stay gone.
      queryClient.setQueryData<DailyQueue>(key, (queue) => {
        if (!queue || queue.cards.some((card) => card.id === removed.id)) return queue;
        const cards = [...queue.cards];
        cards.splice(Math.min(context.index, cards.length), 0, removed);
        return { ...queue, cards };
      });
    },
    onSuccess: (sent) => {
      if (sent.kept) return;
      const { luckyOutchi } = sent.answer.userMetadata;
      queryClient.setQueryData<DailyQueue>(key, (queue) =>
        queue ? { ...queue, data: { ...queue.data, luckyOutchi } } : queue,
      );
      void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/bank") });
    },
  });
}
