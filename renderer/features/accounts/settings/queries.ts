import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  Language,
  PatientProfileFields,
  PatientProfileView,
  SocialProfileBody,
  User,
} from "../../../../card-schemas";
import type { ApiClient } from "../../../app/api/client";
import { useApi } from "../../../app/api/ApiContext";
import { meKey } from "../../../app/session/queries";
import { startSession } from "../../../app/session/startSession";
import { callKey } from "../../../app/api/callKey";

/** The profile with its completion (GET /api/patient/profile). */
export function profileQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/profile"),
    queryFn: ({ signal }) => api.call("GET /api/patient/profile", {}, { signal }),
  });
}

/** The consents the profile offers (GET /api/patient/consents). */
export function consentsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/consents"),
    queryFn: ({ signal }) => api.call("GET /api/patient/consents", {}, { signal }),
  });
}

/** The social profile (GET /api/patient/socialProfile). */
export function socialProfileQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/socialProfile"),
    queryFn: ({ signal }) => api.call("GET /api/patient/socialProfile", {}, { signal }),
  });
}

/** Saves the profile form, then asks for the recomputed profile (docs/features/accounts.md: update after edits). */
export function useSaveProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PatientProfileFields) => {
      // The e-mail reminder is the same setting as dailyMail and has its own form beside this one
      // (docs/features/reminders.md): the latest value known goes with the profile, never the form's first.
      const latest = queryClient.getQueryData<PatientProfileView>(callKey("GET /api/patient/profile"));
      await api.call("PUT /api/patient/profile", {
        body: { ...body, dailyMail: latest?.patientInfo.dailyMail ?? body.dailyMail },
      });
      return api.call("POST /api/patient/profile/update", {});
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(callKey("GET /api/patient/profile"), profile);
      // The knowledge branch of the awards depends on the profile's completion.
      return queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/awards") });
    },
  });
}

/** Gives a consent (it cannot be withdrawn here). */
export function useGiveConsent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consentID: string) => api.call("POST /api/patient/consents", { body: { consentID } }),
    onSuccess: (consents) => queryClient.setQueryData(callKey("GET /api/patient/consents"), consents),
  });
}

/** Saves the pseudo and bio. */
export function useSaveSocialProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SocialProfileBody) => api.call("PUT /api/patient/socialProfile", { body }),
    onSuccess: (profile) => queryClient.setQueryData(callKey("GET /api/patient/socialProfile"), profile),
  });
}

/** Shows an earned title (or none) on the social profile. */
export function useChooseTitle() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string | null) =>
      api.call("POST /api/patient/socialProfile/title", { body: { title } }),
    onSuccess: (profile) => queryClient.setQueryData(callKey("GET /api/patient/socialProfile"), profile),
  });
}

/** Sets the app's language on the account; the app speaks it at once. */
export function useSetLanguage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => api.call("PUT /api/patient/language", { body: { language } }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<User | null>(meKey, user);
      // The server writes its texts (cards, programs, moderation items…) in the account's language:
      // everything else read before is read again in the new one.
      return queryClient.invalidateQueries({ predicate: (query) => query.queryKey !== meKey });
    },
  });
}

/** Deletes the account; the session is over, so nothing cached for it stays. */
export function useDeleteAccount() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.call("DELETE /api/patient/account", { body: { password } }),
    onSuccess: () => startSession(queryClient, null),
  });
}
