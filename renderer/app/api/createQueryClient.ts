import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./client";

/**
 * The app's query client. A 4xx is an answer, not a hiccup: only network and server errors are
 * retried. `onSessionLost` runs when any call says the session is gone.
 */
export function createQueryClient(options: { onSessionLost?: () => void; retry?: boolean } = {}) {
  // A call whose `meta.ownUnauthorized` is set answers 401 for something else than the session
  // (a shared connection's password, POST /api/external/{key}).
  const onError = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (isApiError(error) && error.status === 401 && !meta?.ownUnauthorized) options.onSessionLost?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          options.retry !== false &&
          failures < 2 &&
          !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
