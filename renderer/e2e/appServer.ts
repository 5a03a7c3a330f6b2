/**
 * Starts the real app the way `npm start` does (built renderer, `tsx server/main.ts`) on a free
 * port, against a fresh embedded database or, when DATABASE_URL is set, a fresh database of its
 * own on that PostgreSQL server (so runs never meet each other's rows, rate limits or events).
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export interface AppServer {
  url: string;
  output: () => string;
  /**
   * The link of the latest email to `to`, as the server prints it (OutboxMailer's console line):
   * the only outlet of the server's outbox, whose embedded database the server process holds.
   */
  mailLink: (to: string) => Promise<string>;
  stop: () => Promise<void>;
}

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** Runs one statement on the server of `databaseUrl`, through its maintenance connection. */
async function onServer(databaseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new empty database beside the one `databaseUrl` names, and the means to drop it again. */
async function freshDatabase(databaseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `e2e_${crypto.randomBytes(6).toString("hex")}`;
  await onServer(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(databaseUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function startAppServer(): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "outchi-e2e-"));
  const database = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined;
  let log = "";
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    // The emailed links on the host the browser uses, so they meet its cookies.
    env: {
      ...process.env,
      // The demo accounts, as the embedded database always has them (the pro journey signs their pro in).
      ...(database && { DATABASE_URL: database.url, DEMO: "1" }),
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    child.kill("SIGTERM");
    await database?.drop();
    throw error;
  }
  return {
    url,
    output: () => log,
    mailLink: (to) => latestMailLink(to, () => log),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
