import { queryOptions } from "@tanstack/react-query";
import { isApiError, type ApiClient } from "../api/client";

/** The signed-in account, as `/api/auth/me` presents it. */
export interface User {
  id: string;
  email: string;
  role: "patient" | "pro" | "admin";
  language: string;
  authorId?: string;
}

export const meKey = ["me"] as const;

/** The signed-in user, or null for a guest (a 401 is an answer here, not an error). */
export function meQuery(api: ApiClient) {
  return queryOptions({
    queryKey: meKey,
    queryFn: async ({ signal }): Promise<User | null> => {
      try {
        const { user } = await api.get<{ user: User }>("/api/auth/me", { signal });
        return user;
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    // Sign-in and sign-out write this entry themselves; nothing else changes it.
    staleTime: Infinity,
  });
}
