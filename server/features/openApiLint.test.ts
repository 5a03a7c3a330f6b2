/**
 * The served OpenAPI document passes Redocly CLI's recommended rules with no error, read from a
 * temporary file and with nothing fetched: every `$ref` is local, and the CLI's usage report and
 * update check are off.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/testApp";

const run = promisify(execFile);
const REDOCLY = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@redocly/cli/package.json")),
  "bin/cli.js",
);

/**
 * The recommended rules, but for what the contract freezes or the app does not have. YAML reads
 * JSON, so the configuration is written as JSON.
 */
const CONFIG = {
  extends: ["recommended"],
  rules: {
    // Eleven paths end with a slash (`/api/guest/symptoms/`): the contract's own spellings.
    "no-path-trailing-slash": "off",
    // A private app's own API: it is published under no licence.
    "info-license": "off",
    // Tags are the route table's one-word groups of calls; what a call does is its summary.
    "tag-description": "off",
    // Examples are checked against the schemas as written: an object is closed only where its
    // schema says `additionalProperties: false` (the rule's default closes every object, which
    // refuses the fields a card gets through `allOf` and its discriminated union).
    "no-invalid-schema-examples": { severity: "warn", allowAdditionalProperties: true },
  },
};

/**
 * The warnings left: no-ambiguous-paths, `/api/patient/study/subscribe/{studyId}` beside
 * `/api/patient/study/{studyId}/…` as the contract writes them (the literal segment wins);
 * operation-4xx-response, the health, session, configuration and this document's reads have no
 * 4xx to answer; no-unused-components, a few schema files used only through pointers into them.
 */
const EXPLAINED_WARNINGS = ["no-ambiguous-paths", "operation-4xx-response", "no-unused-components"];

interface Problem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: Array<{ pointer: string }>;
}

let t: TestApp;
let folder: string;
beforeAll(async () => {
  // A deployment's address: the rule refuses a localhost server.
  t = await startTestApp({ config: { publicUrl: "https://outchi.test" } });
  folder = await mkdtemp(path.join(tmpdir(), "openapi-lint-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await t.close();
});

function localRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => localRefs(item, out));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") out.push(value);
      else localRefs(value, out);
    }
  }
  return out;
}

describe("the OpenAPI document under Redocly CLI", () => {
  it("has no error by the recommended rules, and only the warnings explained", async () => {
    const document = (await t.client().get("/api/openapi.json")).body;
    // Nothing for the linter to fetch.
    expect(localRefs(document).filter((ref) => !ref.startsWith("#/"))).toEqual([]);
    await writeFile(path.join(folder, "openapi.json"), JSON.stringify(document));
    await writeFile(path.join(folder, "redocly.yaml"), JSON.stringify(CONFIG));
    const { stdout } = await run(
      process.execPath,
      [
        REDOCLY,
        "lint",
        "openapi.json",
        "--config",
        "redocly.yaml",
        "--format",
        "json",
        "--max-problems",
        "1000",
      ],
      {
        cwd: folder,
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: "off",
          REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
          NO_COLOR: "1",
        },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? "" }));
    const { problems } = JSON.parse(stdout) as { problems: Problem[] };
    const said = (problem: Problem) =>
      `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`;
    expect(problems.filter((problem) => problem.severity === "error").map(said)).toEqual([]);
    expect(problems.filter((problem) => !EXPLAINED_WARNINGS.includes(problem.ruleId)).map(said)).toEqual([]);
  }, 120_000);
});
