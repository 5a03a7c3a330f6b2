/**
 * A real server process on a free port: the built server (dist/.server/main.mjs, as `npm start`
 * runs it) or its source through tsx, for tests that run without a build. Two of them on one
 * PostgreSQL database are two processes of one deployment; the browser journeys start theirs here.
 * The job queue's worker (server/worker.ts, `npm run worker`) starts here too, from its source.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ServerProcess {
  url: string;
  output: () => string;
  /** Sends SIGTERM and waits for the process to end; answers its exit code. */
  stop: () => Promise<number | null>;
}

export interface ServerProcessOptions {
  /** Settings beside the caller's environment (DATABASE_URL, DATA_DIR, DEMO, NODE_ENV…). */
  env: Record<string, string>;
  /** `built`: dist/.server/main.mjs (server/buildServer.ts); `source`: server/main.ts through tsx. */
  run: "built" | "source";
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

interface NodeProcess {
  output: () => string;
  stop: () => Promise<number | null>;
  exitCode: () => number | null;
}

/**
 * Runs `args` in a Node process with the caller's environment and `env` over it. Without DATA_DIR
 * in `env`, a folder of its own, removed by `stop`.
 */
function spawnNode(args: string[], env: Record<string, string>): NodeProcess {
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), "outchi-process-"));
  let log = "";
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...(ownDataDir && { DATA_DIR: ownDataDir }), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    output: () => log,
    exitCode: () => child.exitCode,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * Waits until `ready` answers true (polled every 100 ms, up to 90 s); stops the process and throws
 * with its output when it exits first or the time is up.
 */
async function waitUntil(started: NodeProcess, what: string, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (started.exitCode() !== null) {
      const code = await started.stop();
      throw new Error(`${what} exited (${code}):\n${started.output()}`);
    }
    if (await ready()) return;
    if (Date.now() > deadline) {
      await started.stop();
      throw new Error(`${what} did not become ready:\n${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the server and waits until its health check answers (polled: the only sign a starting
 * server gives). Without DATA_DIR in `env`, a folder of its own, removed by `stop`.
 */
export async function runServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args =
    options.run === "built"
      ? ["--enable-source-maps", "dist/.server/main.mjs"]
      : ["--import", "tsx", "server/main.ts"];
  // The emailed links on the host the caller uses, so they meet its cookies.
  const started = spawnNode(args, { ...options.env, PORT: String(port), PUBLIC_URL: url });
  await waitUntil(started, "server", () =>
    fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    ),
  );
  return { url, output: started.output, stop: started.stop };
}

export type WorkerProcess = Omit<ServerProcess, "url">;

/**
 * Starts the job queue's worker from its source (server/worker.ts, what `npm run worker` runs) and
 * waits for the line it prints once its workers run. `env` holds DATABASE_URL at least.
 */
export async function runWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const started = spawnNode(["--import", "tsx", "server/worker.ts"], env);
  await waitUntil(started, "worker", async () => started.output().includes("jobs: worker running"));
  return { output: started.output, stop: started.stop };
}
