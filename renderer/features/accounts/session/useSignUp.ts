import { useMutation } from "@tanstack/react-query";
import { useApi } from "../../../app/api/ApiContext";
import type { SignupBody } from "../../../../card-schemas";

/**
 * POST /api/auth/signup for a patient account. It signs nobody in: the server answers the same
 * whether the email has an account or not, and emails either a link that activates the account
 * (followed by VerifyPage) or a note to the account's owner. The account keeps the browser's time
 * zone: the patient's day, by which the deck is dealt, is their local day.
 */
export function useSignUp() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: Omit<SignupBody, "accountType">) =>
      api.call("POST /api/auth/signup", {
        body: { timeZone: browserTimeZone(), ...input, accountType: "patient" },
      }),
  });
}

/** The browser's IANA time zone; undefined where the runtime does not say (the server's default). */
function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}
