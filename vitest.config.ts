import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { catalogPlugin } from "./renderer/app/i18n/catalogPlugin.js";

/**
 * The test projects, split by what they need (README "Tests"):
 * - unit: the engine, the card schemas and the content, in Node, no database: once.
 * - server-embedded and server-postgres: every server file on each database, the embedded one
 *   (what `npm start` gives) and PostgreSQL (what production runs), each file on a copy of one
 *   migrated template. server-postgres runs when TEST_DATABASE_URL names a PostgreSQL server.
 * - dom: the renderer's components in happy-dom, and dom-isolated: those of its files that replace
 *   a module (vi.mock); stories: every story of Storybook, its play() included, in happy-dom too.
 * - e2e: the browser journeys, once, after all the others (their timings are not squeezed),
 *   two at a time, each on a copy of one prepared snapshot (e2e/globalSetup.ts): on
 *   PostgreSQL when TEST_DATABASE_URL is set, else on the embedded database.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * The unit, server and dom projects run without isolation: a worker imports the server, or React and
 * the renderer, once for all the files it runs instead of once per file (the imports were most of
 * the run). A file that replaces a module with vi.mock would hand its stand-in to the files after
 * it, so such files run in a module graph of their own: found here, by their text.
 */
const DOM_TESTS = "renderer/**/*.test.{ts,tsx}";
const RENDERER = fileURLToPath(new URL("./renderer/", import.meta.url));
const domFilesMocking = readdirSync(RENDERER, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(RENDERER + file, "utf8")))
  .map((file) => `renderer/${file}`);

const SERVER_FILES = ["server/**/*.test.ts"];

function serverProject(
  name: string,
  globalSetup: string,
  env: Record<string, string> = {},
  setupFiles: string[] = [],
) {
  return {
    test: {
      name,
      environment: "node",
      include: SERVER_FILES,
      globalSetup: [globalSetup],
      setupFiles,
      env,
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  } satisfies TestProjectInlineConfiguration;
}

export default defineConfig({
  test: {
    // Both cores (Vitest's default leaves one free): two files at a time, each server file on a
    // database of its own (server/test/testDb.ts).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["engine/**/*.test.ts", "card-schemas/**/*.test.ts", "content/**/*.test.ts"],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      // DATABASE_URL emptied: a developer's own setting never sends these to a server.
      serverProject("server-embedded", "server/test/embeddedTemplate.ts", { DATABASE_URL: "" }),
      ...(testDatabaseUrl
        ? [
            serverProject(
              "server-postgres",
              "server/test/postgresTemplate.ts",
              { DATABASE_URL: testDatabaseUrl },
              ["server/test/oneQueryAtATime.ts"],
            ),
          ]
        : []),
      {
        // The catalogs' parts (renderer/app/i18n/loadMessages.ts), left as text here.
        plugins: [catalogPlugin({ precompile: false })],
        test: {
          name: "dom",
          environment: "happy-dom",
          include: [DOM_TESTS],
          exclude: ["renderer/test/stories.test.tsx", ...domFilesMocking],
          isolate: false,
          setupFiles: ["renderer/test/setup.ts"],
        },
      },
      {
        plugins: [catalogPlugin({ precompile: false })],
        test: {
          name: "dom-isolated",
          environment: "happy-dom",
          include: domFilesMocking,
          setupFiles: ["renderer/test/setup.ts"],
        },
      },
      {
        plugins: [catalogPlugin({ precompile: false })],
        test: {
          name: "stories",
          environment: "happy-dom",
          include: ["renderer/test/stories.test.tsx"],
          setupFiles: ["renderer/test/setup.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["e2e/globalSetup.ts"],
          env: testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl } : {},
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // After the other projects, alone: their timings are not squeezed by other files.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
