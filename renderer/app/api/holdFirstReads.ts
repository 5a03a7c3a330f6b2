import type { QueryClient, QueryObserverOptions } from "@tanstack/react-query";

type RefetchOnMount = QueryObserverOptions["refetchOnMount"];

/** What holdFirstReads needs of the router: to hear of a navigation. */
interface Navigations {
  subscribe(
    event: "onBeforeNavigate",
    listener: (event: { fromLocation?: unknown; pathChanged: boolean }) => void,
  ): () => void;
}

/**
 * The first screen's reads come with its page (pageAnswers.ts), or are fetched while it boots:
 * its components, as they mount (hydrating the server's drawing), take them as they are rather
 * than asking each again at once — requests, and renders, the first seconds of a phone do not
 * need. Data older than the boot (none today) is asked again as usual, and so is anything
 * invalidated. Once the reader goes to another page, reads refetch on mount as before.
 */
export function holdFirstReads(queryClient: QueryClient, router: Navigations): void {
  const bootAt = Date.now();
  const defaults = queryClient.getDefaultOptions();
  const previous: RefetchOnMount = defaults.queries?.refetchOnMount;
  const held: RefetchOnMount = (query) => {
    if (query.state.dataUpdatedAt >= bootAt && !query.state.isInvalidated) return false;
    return typeof previous === "function" ? previous(query) : (previous ?? true);
  };
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchOnMount: held } });
  const stop = router.subscribe("onBeforeNavigate", (event) => {
    if (event.fromLocation === undefined || !event.pathChanged) return;
    stop();
    const now = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...now, queries: { ...now.queries, refetchOnMount: previous } });
  });
}
