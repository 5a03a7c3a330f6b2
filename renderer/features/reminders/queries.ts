import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PatientProfileView, ReminderSettings } from "../../../card-schemas";
import type { ApiClient } from "../../app/api/client";
import { useApi } from "../../app/api/ApiContext";
import { callKey } from "../../app/api/callKey";
import { subscribeToPush, type PushOutcome } from "./pushSubscription";

/** The daily reminder's settings (GET /api/patient/reminders). */
export function reminderSettingsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/reminders"),
    queryFn: ({ signal }) => api.call("GET /api/patient/reminders", {}, { signal }),
  });
}

/** Keeps the saved settings, and the profile's dailyMail, which is the same setting as `email`. */
function useKeepSaved() {
  const queryClient = useQueryClient();
  return (settings: ReminderSettings) => {
    queryClient.setQueryData(callKey("GET /api/patient/reminders"), settings);
    queryClient.setQueryData<PatientProfileView>(callKey("GET /api/patient/profile"), (profile) =>
      profile ? { ...profile, patientInfo: { ...profile.patientInfo, dailyMail: settings.email } } : profile,
    );
  };
}

/**
 * Saves the settings. Turning push on from off first subscribes this browser: when the browser
 * refuses, push stays off and the outcome says why.
 */
export function useSaveReminders() {
  const api = useApi();
  const keep = useKeepSaved();
  return useMutation({
    mutationFn: async ({ settings, subscribe }: { settings: ReminderSettings; subscribe: boolean }) => {
      const outcome: PushOutcome | undefined = subscribe ? await subscribeToPush(api) : undefined;
      const saved = await api.call("PUT /api/patient/reminders", {
        body: { ...settings, push: settings.push && (!subscribe || outcome === "subscribed") },
      });
      return { saved, outcome };
    },
    onSuccess: ({ saved }) => keep(saved),
  });
}

/**
 * The deck's NOTIFICATION_CARD: once the browser allows notifications, this browser is subscribed
 * and the push reminder turned on, the other settings kept.
 */
export function useEnablePushReminder() {
  const api = useApi();
  const queryClient = useQueryClient();
  const keep = useKeepSaved();
  return useMutation({
    mutationFn: async (): Promise<PushOutcome> => {
      const outcome = await subscribeToPush(api);
      if (outcome !== "subscribed") return outcome;
      const current = await queryClient.fetchQuery(reminderSettingsQuery(api));
      keep(await api.call("PUT /api/patient/reminders", { body: { ...current, push: true } }));
      return outcome;
    },
  });
}
