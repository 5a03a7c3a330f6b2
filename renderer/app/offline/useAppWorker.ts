import { useQueryClient } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState, useSyncExternalStore } from "react";
import { DECK_PAGE_PATH } from "../../../card-schemas/sessionElement";
import { callKey } from "../api/callKey";
import { theAppWorker, type AppWorker } from "./appWorker";
import { warmDeckPictures } from "./warmPictures";

/**
 * The app's service worker for the page (`given` in tests and stories), registered on first use,
 * told the pictures of the deck's cards as they come (warmPictures.ts).
 */
export function useAppWorker(given?: AppWorker): AppWorker {
  const queryClient = useQueryClient();
  const [worker] = useState(() => given ?? theAppWorker());
  useEffect(() => warmDeckPictures(queryClient, worker.post), [queryClient, worker]);
  return worker;
}

/** Whether a new version waits to take over. */
export function useWorkerWaiting(worker: AppWorker): boolean {
  return useSyncExternalStore(worker.subscribe, worker.isWaiting, () => false);
}

const DECK = callKey("GET /api/patient/todo");

/**
 * Whether a new version may take over now without losing what the patient is doing: anywhere but
 * the deck while it still holds cards to fill, one of which may be half filled.
 */
export function useSafeMoment(): boolean {
  const deckOpen = useRouterState({
    select: (state) => state.location.pathname.replace(/\/$/, "") === DECK_PAGE_PATH,
  });
  const queryClient = useQueryClient();
  const cardsLeft = useSyncExternalStore(
    (listener) => queryClient.getQueryCache().subscribe(listener),
    () =>
      queryClient
        .getQueriesData<{ cards?: unknown[] }>({ queryKey: DECK })
        .some(([, answer]) => (answer?.cards?.length ?? 0) > 0),
    () => true,
  );
  return !deckOpen || !cardsLeft;
}
