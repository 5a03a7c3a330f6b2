import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { DailyQueue } from "../../../../card-schemas";
import { addDays } from "../../../../engine/shared/dates";
import { useApi } from "../../../app/api/ApiContext";
import { useLocale } from "../../../app/i18n/useT";
import { todoQuery } from "./queries";

/**
 * Once the deck of `date` is here and the network too, reads ahead what opening it offline
 * needs (docs/features/offline.md): what its cards read (tracking's prefetchCardNeeds, loaded
 * then, not with the first card) and the next day's deck, as far as the server has dealt it
 * (it deals a day only once the day has begun: the cards already dealt that last into it). The
 * app keeps these answers in IndexedDB.
 */
export function useReadAhead(date: string, queue: DailyQueue | undefined): void {
  const api = useApi();
  const queryClient = useQueryClient();
  const locale = useLocale();
  useEffect(() => {
    if (!queue || !navigator.onLine) return;
    let live = true;
    void queryClient.prefetchQuery(todoQuery(api, addDays(date, 1)));
    import("../../tracking")
      .then(({ prefetchCardNeeds }) => {
        if (live) prefetchCardNeeds(queryClient, api, queue.cards, { date, locale });
      })
      // The network went meanwhile: the next visit reads ahead.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, queryClient, date, locale, queue]);
}
