import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { DailyQueue } from "../../../../card-schemas";
import { addDays } from "../../../../engine/shared/dates";
import { useApi } from "../../../app/api/ApiContext";
import { useLocale } from "../../../app/i18n/useT";
import { todoQuery } from "./queries";
import { whenIdle } from "../../../ui/whenIdle";

/** The longest the read-ahead waits for the browser to be idle. */
const READ_AHEAD_WITHIN_MS = 3000;

/**
 * Once the deck of `date` is here and the network too, reads ahead what opening it offline
 * needs (docs/features/offline.md): what its cards read (tracking's prefetchCardNeeds, loaded
 * then, not with the first card) and the next day's deck, as far as the server has dealt it
 * (it deals a day only once the day has begun: the cards already dealt that last into it). The
 * app keeps these answers in IndexedDB. It waits for an idle moment of the browser: the deck's
 * first screen is drawn and answers taps first (npm run bench -- lighthouse).
 */
export function useReadAhead(date: string, queue: DailyQueue | undefined): void {
  const api = useApi();
  const queryClient = useQueryClient();
  const locale = useLocale();
  useEffect(() => {
    if (!queue || !navigator.onLine) return;
    let live = true;
    const cancel = whenIdle(() => {
      void queryClient.prefetchQuery(todoQuery(api, addDays(date, 1)));
      import("../../tracking")
        .then(({ prefetchCardNeeds }) => {
          if (live) prefetchCardNeeds(queryClient, api, queue.cards, { date, locale });
        })
        // The network went meanwhile: the next visit reads ahead.
        .catch(() => undefined);
    }, READ_AHEAD_WITHIN_MS);
    return () => {
      live = false;
      cancel();
    };
  }, [api, queryClient, date, locale, queue]);
}
