/**
 * Once per run, before the journeys: builds the renderer and the server (`npm start`'s build), then
 * starts the built server once on a new database, the snapshot each journey's server starts from
 * (e2e/appServer.ts): migrated, content loaded, demo accounts made.
 * Under vitest NODE_ENV is "test", so the renderer's build keeps React's development checks, and
 * the journeys fail on any rule React reports in the page (consoleErrorsOf); `npm start` builds for
 * production.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freshDatabase } from "../server/test/postgresServer";
import { buildServer } from "../server/buildServer";
import { buildRenderer } from "../renderer/buildRenderer";
import { runBuiltServer, SNAPSHOT_ENV } from "./appServer";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildRenderer();
  await buildServer();

  const serverUrl = project.config.env.DATABASE_URL || undefined;
  const folder = mkdtempSync(join(tmpdir(), "outchi-e2e-snapshot-"));
  const dataDir = join(folder, "data");
  const database = serverUrl ? await freshDatabase(serverUrl, "e2e_snapshot") : undefined;
  const cleanUp = async () => {
    rmSync(folder, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    const first = await runBuiltServer(
      database ? { DATABASE_URL: database.url, DEMO: "1", DATA_DIR: dataDir } : { DATA_DIR: dataDir },
    );
    // Stopped, the server has flushed the embedded database and closed every connection (a
    // template database must have none).
    await first.stop();
    const outputFile = join(folder, "first-start.log");
    writeFileSync(outputFile, first.output());
    process.env[SNAPSHOT_ENV.snapshot] = database ? database.name : dataDir;
    process.env[SNAPSHOT_ENV.firstStartOutput] = outputFile;
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return cleanUp;
}
