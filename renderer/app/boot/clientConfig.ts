import { queryOptions } from "@tanstack/react-query";
import type { ClientConfig } from "../../../card-schemas";
import { callKey } from "../api/callKey";

/** Where the server serves the client configuration (docs/architecture.md). */
export const CLIENT_CONFIG_URL = "/config.json";

function isClientConfig(value: unknown): value is ClientConfig {
  const config = value as Partial<ClientConfig> | null;
  return (
    typeof config === "object" &&
    config !== null &&
    Number.isInteger(config.schemaVersion) &&
    Array.isArray(config.languages) &&
    typeof config.publicUrl === "string" &&
    typeof config.features === "object"
  );
}

/**
 * The client configuration the server is running with, read once the app is up: its query runs
 * when a component first asks for it, after the first screen is painted, and is kept 5 minutes
 * (as the server lets it be cached).
 */
export function clientConfigQuery() {
  return queryOptions({
    queryKey: callKey("GET /config.json"),
    queryFn: async ({ signal }): Promise<ClientConfig> => {
      const response = await fetch(CLIENT_CONFIG_URL, { signal, headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`${CLIENT_CONFIG_URL} answered ${response.status}`);
      const config: unknown = await response.json();
      if (!isClientConfig(config)) throw new Error(`${CLIENT_CONFIG_URL} is not a client configuration`);
      return config;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}
