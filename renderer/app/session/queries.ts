import { queryOptions } from "@tanstack/react-query";
import type { User } from "../../../card-schemas/index";
import type { ApiClient } from "../api/client";
import { callKey } from "../api/callKey";

/** The session's entry: its call's key, holding the answer's user (null for a guest). */
export const meKey = callKey("GET /api/auth/session");

/**
 * The signed-in user, or null for a guest. `/api/auth/session` answers both with 200: a guest is a
 * normal state, so a guest's page load logs no failed call (`/api/auth/me` answers them 401).
 */
export function meQuery(api: ApiClient) {
  return queryOptions({
    queryKey: meKey,
    // No abort signal: the route guard awaits this answer while AppI18n observes it, and an
    // observer leaving (React's strict double mount) would cancel the request under the guard,
    // which would then fail the page with a CancelledError.
    queryFn: async (): Promise<User | null> => (await api.call("GET /api/auth/session")).user,
    // Sign-in and sign-out write this entry themselves; nothing else changes it.
    staleTime: Infinity,
  });
}
