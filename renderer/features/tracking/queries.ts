import { queryOptions } from "@tanstack/react-query";
import { DATA_VALUES_PAGE_SIZE } from "../../../engine/tracking/dailyEntryFlow";
import type { EnvironmentReading } from "../../../card-schemas";
import type { ApiClient } from "../../app/api/client";
import { callKey } from "../../app/api/callKey";

/** The catalogue changes with content releases only: fresh for an hour. */
const CATALOGUE_STALE_MS = 60 * 60 * 1000;

/** The data value catalogue in the patient's language (one page of 1000, docs/features/tracking.md). */
export function dataValuesQuery(api: ApiClient, locale: string) {
  return queryOptions({
    // The answer is in the account's language, which the call does not send: the locale follows
    // the call's key, so that a change of language reads the catalogue again.
    queryKey: [
      ...callKey("GET /api/patient/dataValues", { query: { limit: DATA_VALUES_PAGE_SIZE } }),
      locale,
    ],
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/dataValues", { query: { limit: DATA_VALUES_PAGE_SIZE } }, { signal }),
    select: (page) => page.items,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The patient's entries of one day. */
export function dayEntriesQuery(api: ApiClient, date: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/dailyActivity", { query: { date } }),
    queryFn: ({ signal }) => api.call("GET /api/patient/dailyActivity", { query: { date } }, { signal }),
    select: (page) => page.items,
  });
}

export type EnvironmentKind = EnvironmentReading["kind"];

/** Today's air quality or pollen index at a position (404 NOT_FOUND when there is none). */
export function fetchEnvironmentIndex(
  api: ApiClient,
  kind: EnvironmentKind,
  position: { lat: number; lon: number },
  date: string,
) {
  return api.call(`GET /api/patient/${kind}`, { query: { ...position, date } });
}
