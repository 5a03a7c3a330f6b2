/**
 * The real app for the browser journeys, started as `npm start` starts it (the built renderer and
 * the built server, dist/.server/main.mjs) on a free port, each journey on a database of its own:
 * a copy of the run's snapshot (e2e/globalSetup.ts), a database on which the server has
 * already started once (migrated, content loaded, demo accounts made). On PostgreSQL when
 * DATABASE_URL is set, the snapshot is a template database; embedded, a data folder.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freshDatabase } from "../server/test/postgresServer";
import { runServerProcess, type ServerProcess } from "../server/test/serverProcess";

export interface AppServer {
  /** Where the server listens now (a restart moves it to another port). */
  readonly url: string;
  /** What the server printed: its first start's (on the snapshot), then each of its runs'. */
  output: () => string;
  /**
   * The link of the latest email to `to`, as the server prints it (OutboxMailer's console line):
   * the only outlet of the server's outbox, whose embedded database the server process holds.
   */
  mailLink: (to: string, kind?: string) => Promise<string>;
  /** How many emails of `kind` went to `to`, as the server printed them. */
  mailCount: (to: string, kind: string) => number;
  /**
   * Stops the server and starts it again on the same database, with `env` added (DEMO_CLOCK: the
   * next day of a journey). Sessions are kept: a browser signed in stays signed in.
   */
  restart: (env?: Record<string, string>) => Promise<void>;
  stop: () => Promise<void>;
}

/** Where the global setup leaves the snapshot for the journeys' workers. */
export const SNAPSHOT_ENV = {
  /** The template database on PostgreSQL, or the data folder embedded. */
  snapshot: "OUTCHI_E2E_SNAPSHOT",
  /** A file holding what the server printed at its first start (the demo accounts' passwords). */
  firstStartOutput: "OUTCHI_E2E_FIRST_START_OUTPUT",
} as const;

/** The printed lines of the emails to `to` (of `kind`, else of any): `mail to <to> (<kind>): <link>`. */
function mailLines(to: string, kind: string | undefined, output: () => string): string[] {
  const prefix = kind ? `mail to ${to} (${kind}): ` : `mail to ${to} (`;
  return output()
    .split("\n")
    .filter((l) => l.startsWith(prefix));
}

/** The latest email's link to `to` (of `kind`, else of any), waiting up to 30 s for it. */
async function latestMailLink(to: string, kind: string | undefined, output: () => string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const line = mailLines(to, kind, output).at(-1);
    const link = line?.slice(line.indexOf("): ") + 3).trim();
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no email to ${to}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The built server, as `npm start` runs it, with `env` (DATA_DIR, or DATABASE_URL and DEMO). */
export function runBuiltServer(env: Record<string, string>): Promise<ServerProcess> {
  return runServerProcess({ env: { ...env, NODE_ENV: "production" }, run: "built" });
}

/**
 * The app on a copy of the run's snapshot; outside a journeys' run (the bench), on a new empty
 * database, where it starts for the first time. `env` is added to the server's (DEMO_CLOCK).
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const snapshot = process.env[SNAPSHOT_ENV.snapshot];
  const outputFile = process.env[SNAPSHOT_ENV.firstStartOutput];
  const firstStart = snapshot && outputFile ? readFileSync(outputFile, "utf8") : "";
  const dataDir = mkdtempSync(join(tmpdir(), "outchi-e2e-"));
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await freshDatabase(serverUrl, "e2e", snapshot) : undefined;
  if (!database && snapshot) cpSync(snapshot, dataDir, { recursive: true });
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  // DEMO: the demo accounts, made at the first start (in the copy already: checked, not made again).
  const baseEnv: Record<string, string> = database
    ? { DATABASE_URL: database.url, DEMO: "1", DATA_DIR: dataDir }
    : { DATA_DIR: dataDir };
  let run: ServerProcess;
  try {
    run = await runBuiltServer({ ...baseEnv, ...env });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  let earlierRuns = "";
  const output = () => firstStart + earlierRuns + run.output();
  return {
    get url() {
      return run.url;
    },
    output,
    mailLink: (to, kind) => latestMailLink(to, kind, output),
    mailCount: (to, kind) => mailLines(to, kind, output).length,
    restart: async (restartEnv = {}) => {
      await run.stop();
      earlierRuns += run.output();
      run = await runBuiltServer({ ...baseEnv, ...restartEnv });
    },
    stop: async () => {
      await run.stop();
      await cleanUp();
    },
  };
}
