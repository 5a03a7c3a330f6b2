import path from "node:path";

/** Settings read once from the environment at start. */
export interface Config {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Create demo accounts even on an external database. */
  demo: boolean;
  /** Trust X-Forwarded-* from a reverse proxy (needed for Secure cookies behind https). */
  trustProxy: boolean;
  /** Where the built renderer lives. */
  distDir: string;
  /** Where content files live (programs, catalogues, media). */
  contentDir: string;
}

const ROOT = path.resolve(import.meta.dirname, "..");

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(ROOT, "data")),
    demo: env.DEMO === "1" || env.DEMO === "true",
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    distDir: path.join(ROOT, "dist"),
    contentDir: path.join(ROOT, "content"),
  };
}
