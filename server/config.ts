import path from "node:path";

/** Settings read once from the environment at start. */
export interface Config {
  port: number;
  /** Where people reach the app (PUBLIC_URL), for the links in emails; default http://localhost:PORT. */
  publicUrl: string;
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
  /** Base URL of the air-quality and pollen provider (ENVIRONMENT_PROVIDER_URL); none: those lookups answer 404. */
  environmentProviderUrl: string | undefined;
  /** Base URL of the payment provider (PAYMENT_PROVIDER_URL); none: no payment is taken, and no management link. */
  paymentProviderUrl: string | undefined;
  /**
   * Without a provider, whether the local sandbox checkout stands in for it (nothing is paid, and
   * premium and rewards are given): only when asked for, by PAYMENT_SANDBOX=1 or DEMO=1, or on the
   * embedded database, which is the local demo. Otherwise buying answers 503 PAYMENTS_UNAVAILABLE.
   */
  paymentSandbox: boolean;
  /** Where emails go (SMTP_URL, sent from MAIL_FROM); none: the outbox table and the console. */
  smtp: { url: string; from: string } | undefined;
  /** The paid-survey provider (CPX_URL, CPX_APP_ID, CPX_SECRET); none: the CPX card says surveys are not available. */
  cpx: { url: string; appId: string; secret: string } | undefined;
  /**
   * The OpenAI-compatible chat endpoint of the AI assistant (ASSISTANT_URL, with ASSISTANT_MODEL,
   * ASSISTANT_API_KEY and ASSISTANT_TIMEOUT_MS); none: the built-in assistant answers.
   */
  assistant: { url: string; model: string; apiKey: string | undefined; timeoutMs: number } | undefined;
  /** Run the job queue's workers inside the server (JOBS_IN_SERVER, default on; 0: `npm run worker` runs them). */
  jobsInServer: boolean;
  /** The job queue's schema in the database (JOBS_SCHEMA, default pgboss). */
  jobsSchema: string;
  /**
   * Web Push's VAPID keys (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, base64url); none: the pair the
   * server made for itself (server_keys). The contact the push services see is VAPID_SUBJECT, by
   * default PUBLIC_URL when it is https, else mailto: MAIL_FROM's address or no-reply@ the public host.
   */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /**
   * DEMO_CLOCK: the instant (ISO 8601, with its zone) at which the app's clock starts, running on
   * from there, to walk a demo or a browser journey through its days; only with the demo (the
   * embedded database, or DEMO=1), refused otherwise. None: the machine's clock.
   */
  clockStart: Date | undefined;
  /** METRICS_TOKEN: GET /metrics answers with `Authorization: Bearer` it; none: only on METRICS_PORT, if set. */
  metricsToken: string | undefined;
  /** METRICS_PORT: a port of its own for GET /metrics, without a token (an operator's network only). */
  metricsPort: number | undefined;
  /**
   * The S3-compatible bucket of uploaded files, which every app process reads (S3_BUCKET and
   * S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE); none:
   * the local disk under DATA_DIR/uploads, which only its own machine serves.
   */
  s3: S3Settings | undefined;
}

export interface S3Settings {
  /** S3_ENDPOINT, another provider's base URL (MinIO, R2…); none: AWS's endpoint of the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; none: the SDK's own chain (AWS_* variables, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE: the bucket in the URL's path (most servers but AWS), not in its host name. */
  forcePathStyle: boolean;
}

const ROOT = path.resolve(import.meta.dirname, "..");

/** An http(s) base URL from the environment, without its trailing slash; refused at start when malformed. */
function httpUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(value) || !URL.canParse(value)) {
    throw new Error(`${name} must be an http(s) URL, got ${value}`);
  }
  return value.replace(/\/+$/, "");
}

/** All three CPX variables, or none: a partial configuration is refused at start. */
function cpxConfig(env: NodeJS.ProcessEnv): Config["cpx"] {
  const url = httpUrl("CPX_URL", env.CPX_URL);
  const appId = env.CPX_APP_ID || undefined;
  const secret = env.CPX_SECRET || undefined;
  if (!url && !appId && !secret) return undefined;
  if (!url || !appId || !secret) throw new Error("CPX_URL, CPX_APP_ID and CPX_SECRET go together");
  return { url, appId, secret };
}

/** SMTP_URL (smtp:// or smtps://) and its sender, MAIL_FROM, by default no-reply@ the public host. */
function smtpConfig(env: NodeJS.ProcessEnv, publicUrl: string): Config["smtp"] {
  const url = env.SMTP_URL || undefined;
  if (!url) return undefined;
  if (!/^smtps?:\/\/[^\s]+$/.test(url) || !URL.canParse(url)) {
    throw new Error("SMTP_URL must be an smtp:// or smtps:// URL");
  }
  return { url, from: env.MAIL_FROM || `Outchi <no-reply@${new URL(publicUrl).hostname}>` };
}

/** ASSISTANT_URL and its companions; absent URL: the built-in assistant, whatever the others say. */
function assistantConfig(env: NodeJS.ProcessEnv): Config["assistant"] {
  const url = httpUrl("ASSISTANT_URL", env.ASSISTANT_URL);
  if (!url) return undefined;
  const timeoutMs = env.ASSISTANT_TIMEOUT_MS ? Number(env.ASSISTANT_TIMEOUT_MS) : 20_000;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error(
      `ASSISTANT_TIMEOUT_MS must be a positive number of milliseconds, got ${env.ASSISTANT_TIMEOUT_MS}`,
    );
  return {
    url,
    model: env.ASSISTANT_MODEL || "default",
    apiKey: env.ASSISTANT_API_KEY || undefined,
    timeoutMs,
  };
}

/** Both VAPID keys, or none: a partial configuration is refused at start. */
function vapidConfig(env: NodeJS.ProcessEnv): Config["vapid"] {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together");
  if (!/^[A-Za-z0-9_-]{87}$/.test(publicKey) || !/^[A-Za-z0-9_-]{43}$/.test(privateKey))
    throw new Error(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair in base64url (npx web-push generate-vapid-keys)",
    );
  return { publicKey, privateKey };
}

/** VAPID_SUBJECT, else an https PUBLIC_URL, else a mailto: address of the app's. */
function vapidSubject(env: NodeJS.ProcessEnv, publicUrl: string): string {
  const subject = env.VAPID_SUBJECT || undefined;
  if (subject) {
    if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject))
      throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got ${subject}`);
    return subject;
  }
  if (publicUrl.startsWith("https://")) return publicUrl;
  const from = env.MAIL_FROM?.match(/<([^>]+)>/)?.[1] ?? env.MAIL_FROM;
  return `mailto:${from && from.includes("@") ? from.trim() : `no-reply@${new URL(publicUrl).hostname}`}`;
}

/** A plain lower-case identifier: pg-boss writes it into its SQL unquoted. */
function jobsSchema(value: string | undefined): string {
  if (!value) return "pgboss";
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(value))
    throw new Error(`JOBS_SCHEMA must be a lower-case identifier, got ${value}`);
  return value;
}

/** DEMO_CLOCK, an instant with its zone, for the demo only: real patients live on the real clock. */
function clockStart(env: NodeJS.ProcessEnv, demo: boolean): Date | undefined {
  const value = env.DEMO_CLOCK || undefined;
  if (!value) return undefined;
  if (!demo) throw new Error("DEMO_CLOCK is for the demo only: the embedded database, or DEMO=1");
  const start = new Date(value);
  if (!/(Z|[+-]\d\d:\d\d)$/.test(value) || Number.isNaN(start.getTime()))
    throw new Error(`DEMO_CLOCK must be an instant with its zone (2026-12-01T09:00:00+01:00), got ${value}`);
  return start;
}

/** METRICS_TOKEN: long enough not to be guessed. */
function metricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 24) throw new Error("METRICS_TOKEN must be at least 24 characters");
  return value;
}

/** METRICS_PORT: a port number, not the app's. */
function metricsPort(value: string | undefined, port: number): number | undefined {
  if (!value) return undefined;
  const metrics = Number(value);
  if (!Number.isInteger(metrics) || metrics <= 0 || metrics > 65535 || metrics === port)
    throw new Error(`METRICS_PORT must be a port number other than PORT, got ${value}`);
  return metrics;
}

const S3_VARIABLES = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
] as const;

/** The S3 variables: none (the local disk), or at least the bucket and its region; the keys go together. */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!S3_VARIABLES.some((name) => env[name])) return undefined;
  const bucket = env.S3_BUCKET || undefined;
  const region = env.S3_REGION || undefined;
  if (!bucket || !region)
    throw new Error("S3_BUCKET and S3_REGION go together with any other S3_ variable (none: the local disk)");
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(
      `S3_BUCKET must be a bucket name (lower-case letters, digits, dots, hyphens), got ${bucket}`,
    );
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together");
  const pathStyle = env.S3_FORCE_PATH_STYLE || undefined;
  if (pathStyle && !["0", "1", "true", "false"].includes(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE must be 1 or 0, got ${pathStyle}`);
  return {
    endpoint: httpUrl("S3_ENDPOINT", env.S3_ENDPOINT),
    region,
    bucket,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: isOn(pathStyle),
  };
}

/** A yes/no variable set to yes. */
function isOn(value: string | undefined): boolean {
  return value === "1" || value === "true";
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  // Links in emails never take the request's Host header, which a client chooses.
  const publicUrl = httpUrl("PUBLIC_URL", env.PUBLIC_URL) ?? `http://localhost:${port}`;
  const demo = isOn(env.DEMO);
  return {
    port,
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(ROOT, "data")),
    demo,
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    distDir: path.join(ROOT, "dist"),
    contentDir: path.join(ROOT, "content"),
    environmentProviderUrl: httpUrl("ENVIRONMENT_PROVIDER_URL", env.ENVIRONMENT_PROVIDER_URL),
    paymentProviderUrl: httpUrl("PAYMENT_PROVIDER_URL", env.PAYMENT_PROVIDER_URL),
    paymentSandbox:
      !env.PAYMENT_PROVIDER_URL &&
      (isOn(env.PAYMENT_SANDBOX) || isOn(env.DEMO) || !(env.DATABASE_URL || undefined)),
    cpx: cpxConfig(env),
    smtp: smtpConfig(env, publicUrl),
    assistant: assistantConfig(env),
    jobsInServer: !(env.JOBS_IN_SERVER === "0" || env.JOBS_IN_SERVER === "false"),
    jobsSchema: jobsSchema(env.JOBS_SCHEMA),
    vapid: vapidConfig(env),
    vapidSubject: vapidSubject(env, publicUrl),
    clockStart: clockStart(env, demo || !(env.DATABASE_URL || undefined)),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    metricsPort: metricsPort(env.METRICS_PORT, port),
    s3: s3Settings(env),
  };
}
