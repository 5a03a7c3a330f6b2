import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";
import type { Locale } from "../../../app/i18n/locales";
import { callKey } from "../../../app/api/callKey";

// Catalogues change only when content is deployed.
const CATALOGUE_STALE_MS = 3_600_000;

/** The symptom catalogue in `locale`. */
export function symptomCatalogueQuery(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: callKey("GET /api/guest/symptoms/", { query: { lang: locale } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/guest/symptoms/", { query: { lang: locale } }, { signal }).then((v) => v.items),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The patient's recurring symptoms. */
export function userSymptomsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/userSymptoms"),
    queryFn: ({ signal }) => api.call("GET /api/patient/userSymptoms", {}, { signal }).then((v) => v.items),
  });
}

/** The patient's symptom events of `date`. */
export function symptomEventsQuery(api: ApiClient, date: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/symptomEvents", { query: { date } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/symptomEvents", { query: { date } }, { signal }).then((v) => v.items),
  });
}

/** The medication catalogue, in the patient's language. */
export function medicationsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/medications"),
    queryFn: ({ signal }) => api.call("GET /api/patient/medications", {}, { signal }).then((v) => v.items),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/**
 * A fresh id for a new entry: sending it again after a lost answer records the entry once.
 * getRandomValues rather than randomUUID, which exists only in secure contexts.
 */
export function newEntryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
