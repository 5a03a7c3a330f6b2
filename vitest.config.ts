import { defineConfig } from "vitest/config";
import { catalogPlugin } from "./renderer/i18n/catalogPlugin.js";

export default defineConfig({
  test: {
    // Both cores (Vitest's default leaves one free): the node and dom files run two at a time, each
    // node file on a database of its own (server/test/testDb.ts). The browser files come after them.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          include: [
            "engine/**/*.test.ts",
            "card-schemas/**/*.test.ts",
            "server/**/*.test.ts",
            "content/**/*.test.ts",
          ],
          globalSetup: ["server/test/embeddedTemplate.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The catalogs' parts (renderer/i18n/loadMessages.ts), left as text here.
        plugins: [catalogPlugin({ precompile: false })],
        test: {
          name: "dom",
          environment: "happy-dom",
          include: ["renderer/**/*.test.{ts,tsx}"],
          exclude: ["renderer/e2e/**"],
          setupFiles: ["renderer/test/setup.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["renderer/e2e/**/*.test.ts"],
          globalSetup: ["renderer/e2e/globalSetup.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // After the node and dom files, alone: their timings are not squeezed by other files.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
