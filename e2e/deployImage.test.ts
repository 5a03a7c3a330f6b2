/**
 * The deployment of README "Scaling past one machine", checked where no Docker engine runs. The
 * Dockerfile's runtime stage is replayed from its own lines in a folder standing for its WORKDIR: its
 * production-only install from package.json and package-lock.json (from this machine's npm cache),
 * the built dist/ (e2e/globalSetup.ts built it, as the build stage does) and content/ copied as it
 * copies them, then its CMD with its ENV, on the S3 storage (an s3rver) and on the run's database
 * (a new PostgreSQL database when the e2e project has DATABASE_URL, else embedded); compose.yaml's
 * worker command starts in the same folder (server/compose.test.ts checks the rest of compose.yaml).
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import packageJson from "../package.json";
import { freshDatabase, type FreshDatabase } from "../server/test/postgresServer";
import { startTestStorage, type TestStorage } from "../server/test/testStorage";
import { execForm, stagesOf, type Stage } from "./dockerfile";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const stages = stagesOf(readFileSync(path.join(ROOT, "Dockerfile"), "utf8"));
const runtime = stages.at(-1) as Stage;

/** The runtime stage once replayed: its folder, its ENV, its USER, its HEALTHCHECK and its CMD. */
interface Image {
  folder: string;
  env: Record<string, string>;
  user: string | undefined;
  healthcheck: string[];
  cmd: string[];
}

/** What a process of the image sees besides the Dockerfile's ENV: no setting of this machine's. */
const BASE_ENV = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" };

interface Started {
  output: () => string;
  exited: Promise<number | null>;
  /** The first match of `pattern` in the output, once printed; rejects if the process exits first. */
  printed: (pattern: RegExp) => Promise<RegExpExecArray>;
  stop: () => Promise<void>;
}

function start(command: string[], cwd: string, env: Record<string, string>): Started {
  const [program = "", ...args] = command;
  const child = spawn(program, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    output: () => output,
    exited,
    printed: (pattern) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const match = pattern.exec(output);
          if (!match) return;
          child.stdout.off("data", look);
          child.stderr.off("data", look);
          resolve(match);
        };
        child.stdout.on("data", look);
        child.stderr.on("data", look);
        look();
        void exited.then((code) => reject(new Error(`${program} exited (${code}):\n${output}`)));
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

async function run(command: string[], cwd: string, env: Record<string, string>): Promise<string> {
  const started = start(command, cwd, env);
  const code = await started.exited;
  if (code !== 0) throw new Error(`${command.join(" ")} exited ${code}:\n${started.output()}`);
  return started.output();
}

/** `COPY --from=<stage> <source>`'s source in this checkout: the build stage works on a copy of it. */
function builtSource(stageName: string, source: string): string {
  const stage = stages.find((each) => each.name === stageName);
  const workdir = stage?.steps.findLast((step) => step.keyword === "WORKDIR")?.args;
  if (!workdir) throw new Error(`no WORKDIR in the stage ${stageName}`);
  const inCheckout = path.posix.relative(workdir, source);
  if (inCheckout.startsWith("..")) throw new Error(`${source} is outside the build's ${workdir}`);
  return path.join(ROOT, inCheckout);
}

/** Replays `stage` in `folder`, which stands for its WORKDIR. */
async function replay(stage: Stage, folder: string): Promise<Image> {
  const image: Image = { folder, env: {}, user: undefined, healthcheck: [], cmd: [] };
  let workdir = "/";
  for (const { keyword, flags, args } of stage.steps) {
    if (keyword === "ENV") {
      for (const [, name = "", value = ""] of args.matchAll(/(\w+)=(\S+)/g)) image.env[name] = value;
    } else if (keyword === "WORKDIR") {
      workdir = args;
    } else if (keyword === "COPY") {
      const parts = args.split(/\s+/);
      const target = parts.pop() ?? "";
      const into = path.join(
        folder,
        path.posix.isAbsolute(target) ? path.posix.relative(workdir, target) : target,
      );
      for (const source of parts) {
        const from = flags.from ? builtSource(flags.from, source) : path.join(ROOT, source);
        const to = target.endsWith("/") || parts.length > 1 ? path.join(into, path.basename(source)) : into;
        cpSync(from, to, { recursive: true });
      }
    } else if (keyword === "RUN") {
      // chown gives the data folder to the image's user: here, the folder is already this user's.
      for (const command of args.split("&&").map((part) => part.trim())) {
        if (command.startsWith("chown ")) continue;
        await run(["sh", "-c", command], folder, {
          ...BASE_ENV,
          ...image.env,
          // The cache the Dockerfile mounts (--mount=type=cache): this machine's.
          npm_config_prefer_offline: "true",
        });
      }
    } else if (keyword === "USER") {
      image.user = args;
    } else if (keyword === "HEALTHCHECK") {
      image.healthcheck = execForm(args.replace(/^CMD\s+/, ""));
    } else if (keyword === "CMD") {
      image.cmd = execForm(args);
    } else if (keyword !== "EXPOSE") {
      throw new Error(`the replay of the Dockerfile does not know ${keyword}`);
    }
  }
  return image;
}

/**
 * Starts the image's CMD with `env` on a free port, and answers once it listens (it is ready when it
 * prints where it runs: server/main.ts).
 */
async function startApp(image: Image, env: Record<string, string>): Promise<Started & { url: string }> {
  const app = start(image.cmd, image.folder, { ...BASE_ENV, ...image.env, PORT: "0", ...env });
  try {
    const [, port] = await app.printed(/Outchi is running at http:\/\/localhost:(\d+)\//);
    return { ...app, url: `http://127.0.0.1:${port}` };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

const compose = load(readFileSync(path.join(ROOT, "compose.yaml"), "utf8")) as {
  services: Record<string, { command?: string[] }>;
};

describe("the Dockerfile", () => {
  it("builds in one stage and runs in another with production dependencies only, as a user", () => {
    const build = stages.find((stage) => runtime.steps.some((step) => step.flags.from === stage.name));
    const runs = (stage: Stage | undefined) =>
      (stage?.steps ?? []).filter((step) => step.keyword === "RUN").map((step) => step.args);
    expect(runs(build)).toEqual(expect.arrayContaining(["npm ci", "npm run build"]));
    expect(runs(runtime).some((command) => /^npm ci\b.*--omit=dev\b/.test(command))).toBe(true);
    const env = runtime.steps.filter((step) => step.keyword === "ENV").map((step) => step.args);
    expect(env).toContain("NODE_ENV=production");
    const user = runtime.steps.findLast((step) => step.keyword === "USER")?.args;
    expect(user && !["root", "0"].includes(user)).toBe(true);
  });

  it("leaves out of its context what this machine installed, built or keeps", () => {
    const ignored = readFileSync(path.join(ROOT, ".dockerignore"), "utf8").split("\n");
    expect(ignored).toEqual(expect.arrayContaining(["node_modules", "dist", "data", ".env"]));
  });

  it("runs built code whose every package is a production dependency, tsx not among them", () => {
    const dependencies = Object.keys(packageJson.dependencies);
    for (const bundle of ["main.mjs", "worker.mjs"]) {
      const code = readFileSync(path.join(ROOT, "dist", ".server", bundle), "utf8");
      const specifiers = [
        ...code.matchAll(/^import\s[^;]*?\bfrom\s*"([^"]+)";$/gm),
        ...code.matchAll(/^import\s*"([^"]+)";$/gm),
        ...code.matchAll(/\bimport\("([^"]+)"\)/g),
      ].map((match) => match[1] ?? "");
      const packages = new Set(
        specifiers
          .filter((specifier) => !specifier.startsWith("node:") && !specifier.startsWith("."))
          .map((specifier) =>
            specifier
              .split("/")
              .slice(0, specifier.startsWith("@") ? 2 : 1)
              .join("/"),
          ),
      );
      expect(packages.size).toBeGreaterThan(0);
      for (const name of packages)
        expect([bundle, name, dependencies.includes(name)]).toEqual([bundle, name, true]);
      expect(packages.has("tsx")).toBe(false);
    }
  });
});

describe("the image's runtime stage, replayed", () => {
  let image: Image;
  let storage: TestStorage;
  let database: FreshDatabase | undefined;
  let databaseEnv: Record<string, string>;

  beforeAll(async () => {
    image = await replay(runtime, mkdtempSync(path.join(tmpdir(), "outchi-image-")));
    storage = await startTestStorage("S3");
    const serverUrl = process.env.DATABASE_URL || undefined;
    database = serverUrl ? await freshDatabase(serverUrl, "deploy") : undefined;
    databaseEnv = database ? { DATABASE_URL: database.url, JOBS_IN_SERVER: "0" } : {};
  });
  afterAll(async () => {
    await storage?.close();
    await database?.drop();
    if (image) rmSync(image.folder, { recursive: true, force: true });
  });

  it("installs no development dependency", () => {
    expect(existsSync(path.join(image.folder, "node_modules", "koa"))).toBe(true);
    for (const name of ["vitest", "vite", "typescript", "s3rver"]) {
      expect([name, existsSync(path.join(image.folder, "node_modules", name))]).toEqual([name, false]);
    }
  });

  it("starts its CMD, which answers ready with its files in the S3 bucket, as its HEALTHCHECK says", async () => {
    const s3 = storage.config.s3!;
    const app = await startApp(image, {
      ...databaseEnv,
      S3_ENDPOINT: s3.endpoint ?? "",
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.credentials?.accessKeyId ?? "",
      S3_SECRET_ACCESS_KEY: s3.credentials?.secretAccessKey ?? "",
      S3_FORCE_PATH_STYLE: "1",
    });
    const port = new URL(app.url).port;
    try {
      expect((await fetch(`${app.url}/api/health/ready`)).status).toBe(200);
      const health = await (await fetch(`${app.url}/api/health`)).json();
      expect(health.value).toMatchObject({ database: "ok", storage: "ok" });
      await run(image.healthcheck, image.folder, { ...BASE_ENV, ...image.env, PORT: port });
    } finally {
      await app.stop();
    }
    // Stopped, the server no longer answers on its port: the HEALTHCHECK fails (asked on the image's
    // default port instead, it would find whatever else runs there).
    await expect(
      run(image.healthcheck, image.folder, { ...BASE_ENV, ...image.env, PORT: port }),
    ).rejects.toThrow();
  });

  it("starts compose.yaml's worker command: on PostgreSQL it runs the jobs, embedded it says it needs PostgreSQL", async () => {
    const command = compose.services.worker?.command ?? [];
    const worker = start(command, image.folder, { ...BASE_ENV, ...image.env, ...databaseEnv });
    try {
      if (database) {
        await worker.printed(/jobs: worker running/);
      } else {
        expect(await worker.exited).toBe(1);
        expect(worker.output()).toContain("a separate worker needs DATABASE_URL");
      }
    } finally {
      await worker.stop();
    }
  });
});
