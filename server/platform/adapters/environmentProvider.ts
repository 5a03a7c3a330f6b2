/**
 * Air quality and pollen for a position and a day, from an HTTP provider (docs/architecture.md: "the
 * air-quality or pollen index is fetched"). The provider is any service that answers
 * `GET {ENVIRONMENT_PROVIDER_URL}/{airQuality|pollen}?lat=&lon=&date=` with `{ "index": number }`
 * (404 when it has no figure). Without a configured URL there is never a figure: 404 NOT_FOUND.
 */
import type { EnvironmentReading } from "../../../card-schemas";
import { NotFound, ServiceUnavailable } from "../../core/errors";

export type EnvironmentKind = EnvironmentReading["kind"];

export interface EnvironmentQuery {
  lat: number;
  lon: number;
  date: string;
}

export interface EnvironmentProvider {
  read(kind: EnvironmentKind, query: EnvironmentQuery): Promise<EnvironmentReading>;
}

/** A slow provider must not hold a patient's card: past this the lookup fails. */
export const PROVIDER_TIMEOUT_MS = 5000;

// About 1 km: enough for air and pollen, and the provider never learns the patient's exact address.
const coarse = (degrees: number) => (Math.round(degrees * 100) / 100).toFixed(2);

const NAMES: Record<EnvironmentKind, string> = { airQuality: "air quality", pollen: "pollen" };

/** The provider behind `baseUrl`, or one that never has a figure when no URL is configured. */
export function environmentProvider(
  baseUrl: string | undefined,
  fetchImpl: typeof fetch = fetch,
): EnvironmentProvider {
  return {
    async read(kind, { lat, lon, date }) {
      if (!baseUrl) throw new NotFound(`No ${NAMES[kind]} provider is configured`);
      const url = `${baseUrl}/${kind}?${new URLSearchParams({ lat: coarse(lat), lon: coarse(lon), date })}`;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          headers: { Accept: "application/json" },
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch {
        throw new ServiceUnavailable(`The ${NAMES[kind]} provider cannot be reached`);
      }
      if (response.status === 404) throw new NotFound(`No ${NAMES[kind]} figure for this place and day`);
      const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
      const index = (body as { index?: unknown } | undefined)?.index;
      if (typeof index !== "number" || !Number.isFinite(index) || index < 0) {
        throw new ServiceUnavailable(`The ${NAMES[kind]} provider sent no usable figure`);
      }
      return { kind, date, index };
    },
  };
}
