import { useMutation } from "@tanstack/react-query";
import { useApi } from "../api/ApiContext";
import type { Locale } from "../i18n/locales";
import type { Credentials } from "./useSignIn";

export interface SignUpInput extends Credentials {
  language: Locale;
  /** The name to greet the patient by; left out when they gave none. */
  name?: string;
  /** Where the emailed link leads once followed (a path of the app). */
  nextPage?: string;
}

/**
 * POST /api/auth/signup for a patient account. It signs nobody in: the server answers the same
 * whether the email has an account or not, and emails either a link that activates the account
 * (followed by VerifyPage) or a note to the account's owner.
 */
export function useSignUp() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      api.post<{ email: string }>("/api/auth/signup", { ...input, accountType: "patient" }),
  });
}
