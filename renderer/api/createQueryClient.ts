import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./client";

/**
 * The app's query client. A 4xx is an answer, not a hiccup: only network and server errors are
 * retried. `onSessionLost` runs when any call says the session is gone.
 */
export function createQueryClient(options: { onSessionLost?: () => void; retry?: boolean } = {}) {
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 401) options.onSessionLost?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
