import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiCalls } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { startSession } from "../../../app/session/startSession";

/** POST /api/auth/password/forgot: the same answer for any address (a link goes only to an account). */
export function useForgotPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (email: string) => api.call("POST /api/auth/password/forgot", { body: { email } }),
  });
}

/** POST /api/auth/password/reset: the new password, and this browser signed in (every other session ends). */
export function useResetPassword() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiCalls["POST /api/auth/password/reset"]["body"]) =>
      api.call("POST /api/auth/password/reset", { body }),
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}

/** POST /api/auth/password/change: the account's other sessions end, this one stays. */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ApiCalls["POST /api/auth/password/change"]["body"]) =>
      api.call("POST /api/auth/password/change", { body }),
  });
}

/** POST /api/auth/email/change: a link goes to the new address, which is the account's once followed. */
export function useChangeEmail() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ApiCalls["POST /api/auth/email/change"]["body"]) =>
      api.call("POST /api/auth/email/change", { body }),
  });
}
