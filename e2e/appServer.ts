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
  url: string;
  /** What the server printed: its first start's (on the snapshot), then its own. */
  output: () => string;
  /**
   * The link of the latest email to `to`, as the server prints it (OutboxMailer's console line):
   * the only outlet of the server's outbox, whose embedded database the server process holds.
   */
  mailLink: (to: string) => Promise<string>;
  stop: () => Promise<void>;
}

/** Where the global setup leaves the snapshot for the journeys' workers. */
export const SNAPSHOT_ENV = {
  /** The template database on PostgreSQL, or the data folder embedded. */
  snapshot: "OUTCHI_E2E_SNAPSHOT",
  /** A file holding what the server printed at its first start (the demo accounts' passwords). */
  firstStartOutput: "OUTCHI_E2E_FIRST_START_OUTPUT",
} as const;

/** Lines `mail to <to> (<kind>): <link>`, the latest one's link, waiting up to 10 s for it. */
async function latestMailLink(to: string, output: () => string): Promise<string> {
  const deadline = Date.now() + 10_000;
  const prefix = `mail to ${to} (`;
  for (;;) {
    const line = output()
      .split("\n")
      .filter((l) => l.startsWith(prefix))
      .at(-1);
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
 * database, where it starts for the first time.
 */
export async function startAppServer(): Promise<AppServer> {
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
  let run: ServerProcess;
  try {
    // DEMO: the demo accounts, made at the first start (in the copy already: checked, not made again).
    run = await runBuiltServer(
      database ? { DATABASE_URL: database.url, DEMO: "1", DATA_DIR: dataDir } : { DATA_DIR: dataDir },
    );
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const output = () => firstStart + run.output();
  return {
    url: run.url,
    output,
    mailLink: (to) => latestMailLink(to, output),
    stop: async () => {
      await run.stop();
      await cleanUp();
    },
  };
}
