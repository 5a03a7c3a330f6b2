import type { ClientConfig } from "../../../card-schemas";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { LANGUAGES } from "../../../engine/shared/languages";
import type { Config } from "../../config";
import { route } from "./route";

/** Seconds a client may keep the configuration: it changes only when the server restarts. */
const CONFIG_MAX_AGE_SECONDS = 300;

/** What the renderer may know of `config`: which services are set up, never how to reach them. */
export function clientConfig(config: Config): ClientConfig {
  return {
    schemaVersion: SCHEMA_VERSION,
    languages: [...LANGUAGES],
    publicUrl: config.publicUrl,
    features: {
      assistant: config.assistant !== undefined,
      payments: config.paymentProviderUrl !== undefined,
      surveys: config.cpx !== undefined,
      environment: config.environmentProviderUrl !== undefined,
      email: config.smtp !== undefined,
    },
  };
}

export const clientConfigRoutes = [
  route({
    call: "GET /config.json",
    policy: "public",
    tag: "server",
    summary:
      "The client configuration the renderer reads at start (docs/architecture.md): the schema version, the languages, the public URL and which outside services are set up; no secret.",
    // A file the app fetches, not an API answer: the document itself.
    raw: true,
    async handler({ ctx, deps }) {
      ctx.set("Cache-Control", `public, max-age=${CONFIG_MAX_AGE_SECONDS}`);
      return clientConfig(deps.config);
    },
  }),
];
