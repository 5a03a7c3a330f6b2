import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../api/ApiContext";
import { startSession } from "./startSession";

/** POST /api/auth/logout, then forget everything cached for the account. */
export function useSignOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call("POST /api/auth/logout"),
    onSuccess: () => startSession(queryClient, null),
  });
}
