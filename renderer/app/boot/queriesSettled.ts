import type { QueryClient } from "@tanstack/react-query";

/**
 * Resolves once no query of `queryClient` is fetching (the route loaders' reads, answered by the
 * page), true when none of them failed. Gives up after `timeoutMs`, false: then the page is
 * drawn as it stands, loading states and all.
 */
export async function queriesSettled(queryClient: QueryClient, timeoutMs = 2000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (queryClient.isFetching() > 0) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status !== "error");
}
