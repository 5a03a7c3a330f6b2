import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../../app/api/ApiContext";
import type { ApiCalls } from "../../../../card-schemas";
import { startSession } from "../../../app/session/startSession";

/** POST /api/auth/login; on success the session cookie is set and `me` holds the user. */
export function useSignIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiCalls["POST /api/auth/login"]["body"]) =>
      api.call("POST /api/auth/login", { body }),
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
