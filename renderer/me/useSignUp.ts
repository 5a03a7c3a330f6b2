import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../api/ApiContext";
import type { Locale } from "../i18n/locales";
import type { User } from "../../card-schemas";
import { startSession } from "./startSession";
import type { Credentials } from "./useSignIn";

export interface SignUpInput extends Credentials {
  language: Locale;
  /** The name to greet the patient by; left out when they gave none. */
  name?: string;
}

/** POST /api/auth/signup for a patient account; signs the new user in. */
export function useSignUp() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      api.post<{ user: User }>("/api/auth/signup", { ...input, accountType: "patient" }),
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
