import type { QueryClient } from "@tanstack/react-query";
import type { User } from "../../../card-schemas/index";
import { PICTURE_CACHE } from "../offline/workerProtocol";
import { meKey } from "./queries";

/**
 * Switches the cache to another account (or to none): nothing cached for the previous one may
 * show for the next, neither an answer nor a picture the service worker kept for the deck.
 */
export function startSession(queryClient: QueryClient, user: User | null): void {
  const previous = queryClient.getQueryData<User | null>(meKey);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meKey[0] });
  queryClient.setQueryData(meKey, user);
  if (previous && previous.id !== user?.id) void globalThis.caches?.delete(PICTURE_CACHE);
}
