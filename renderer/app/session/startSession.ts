import type { QueryClient } from "@tanstack/react-query";
import type { User } from "../../../card-schemas/index";
import { meKey } from "./queries";

/**
 * Switches the cache to another account (or to none): nothing cached for the previous one may
 * show for the next.
 */
export function startSession(queryClient: QueryClient, user: User | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meKey[0] });
  queryClient.setQueryData(meKey, user);
}
