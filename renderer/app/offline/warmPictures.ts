/**
 * The pictures of the day's cards, handed to the service worker as the deck's answers come
 * (docs/features/offline.md), so that they are there once the network is gone: the deck shows one
 * card at a time and would otherwise fetch the next card's picture only when it comes up.
 */
import type { QueryClient } from "@tanstack/react-query";
import { callKey } from "../api/callKey";
import { isOurPicture, WORKER_MESSAGE } from "./workerProtocol";

const DECK = callKey("GET /api/patient/todo")[0];

/** Every picture of ours that `answer` names, anywhere in it (a task's picture, a block's image…). */
export function picturesIn(answer: unknown, found = new Set<string>()): Set<string> {
  if (typeof answer === "string") {
    if (answer.startsWith("/") && isOurPicture(answer.split(/[?#]/)[0]!)) found.add(answer);
  } else if (Array.isArray(answer)) {
    for (const item of answer) picturesIn(item, found);
  } else if (typeof answer === "object" && answer !== null) {
    for (const value of Object.values(answer)) picturesIn(value, found);
  }
  return found;
}

/**
 * Posts the pictures of every deck answer in `queryClient`'s cache, those there now and those to
 * come, each once; returns what stops it.
 */
export function warmDeckPictures(
  queryClient: QueryClient,
  post: (message: { type: string; urls: string[] }) => void,
): () => void {
  const sent = new Set<string>();
  const send = (answer: unknown) => {
    const urls = [...picturesIn(answer)].filter((url) => !sent.has(url));
    if (urls.length === 0) return;
    for (const url of urls) sent.add(url);
    post({ type: WORKER_MESSAGE.warmPictures, urls });
  };
  for (const [, answer] of queryClient.getQueriesData({ queryKey: [DECK] })) send(answer);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.query.queryKey[0] === DECK) send(event.query.state.data);
  });
}
