import { queryOptions } from "@tanstack/react-query";
import { DATA_VALUES_PAGE_SIZE } from "../../engine/dailyEntryFlow";
import type { LocalizedDataValue } from "../../engine/localizedDataValue";
import type { ApiClient } from "../api/client";

/** A daily activity entry as GET and PUT /api/patient/dailyActivity answer it. */
export interface DailyActivityEntry {
  id: string;
  value: string;
  date: string;
  intensity: number | null;
  data: Record<string, unknown> | null;
  category: string | null;
  source: "USER" | "IOT";
}

export interface DailyActivityInput {
  value: string;
  date: string;
  intensity: number;
  data?: Record<string, unknown>;
}

export const trackingKeys = {
  dataValues: (locale: string) => ["dataValues", locale] as const,
  day: (date: string) => ["dailyActivity", date] as const,
};

/** The catalogue changes with content releases only: fresh for an hour. */
const CATALOGUE_STALE_MS = 60 * 60 * 1000;

/** The data value catalogue in the patient's language (one page of 1000, seed 001 §9). */
export function dataValuesQuery(api: ApiClient, locale: string) {
  return queryOptions({
    queryKey: trackingKeys.dataValues(locale),
    queryFn: ({ signal }) =>
      api.get<{ items: LocalizedDataValue[] }>(`/api/patient/dataValues?limit=${DATA_VALUES_PAGE_SIZE}`, {
        signal,
      }),
    select: (page) => page.items,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The patient's entries of one day. */
export function dayEntriesQuery(api: ApiClient, date: string) {
  return queryOptions({
    queryKey: trackingKeys.day(date),
    queryFn: ({ signal }) =>
      api.get<{ items: DailyActivityEntry[] }>(
        `/api/patient/dailyActivity?date=${encodeURIComponent(date)}`,
        {
          signal,
        },
      ),
    select: (page) => page.items,
  });
}

export type EnvironmentKind = "airQuality" | "pollen";

/** Today's air quality or pollen index at a position (404 NOT_FOUND when there is none). */
export function fetchEnvironmentIndex(
  api: ApiClient,
  kind: EnvironmentKind,
  position: { lat: number; lon: number },
  date: string,
) {
  const search = new URLSearchParams({ lat: String(position.lat), lon: String(position.lon), date });
  return api.get<{ kind: EnvironmentKind; date: string; index: number }>(`/api/patient/${kind}?${search}`);
}
