/**
 * A real server process on a free port: the built server (dist/.server/main.mjs, as `npm start`
 * runs it) or its source through tsx, for tests that run without a build. Two of them on one
 * PostgreSQL database are two processes of one deployment; the browser journeys start theirs here.
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

/**
 * Starts the server and waits until its health check answers (polled: the only sign a starting
 * server gives). Without DATA_DIR in `env`, a folder of its own, removed by `stop`.
 */
export async function runServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const ownDataDir = options.env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), "outchi-process-"));
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const args =
    options.run === "built"
      ? ["--enable-source-maps", "dist/.server/main.mjs"]
      : ["--import", "tsx", "server/main.ts"];
  const child = spawn(process.execPath, args, {
    // The emailed links on the host the caller uses, so they meet its cookies.
    env: {
      ...process.env,
      ...(ownDataDir && { DATA_DIR: ownDataDir }),
      ...options.env,
      PORT: String(port),
      PUBLIC_URL: url,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const code = await exited;
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    return code;
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited (${child.exitCode}):\n${log}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, output: () => log, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
