import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../api/ApiContext";
import type { User } from "../../card-schemas";
import { startSession } from "./startSession";

export interface Credentials {
  email: string;
  password: string;
}

/** POST /api/auth/login; on success the session cookie is set and `me` holds the user. */
export function useSignIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => api.post<{ user: User }>("/api/auth/login", credentials),
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
