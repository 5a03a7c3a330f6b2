/** Starts the server: migrate, load content, demo accounts, listen. */
import { createApp } from "./app";
import { readConfig } from "./config";
import { createDb, SETUP_WAIT_LIMIT_MS } from "./platform/db/connection";
import { migrateLatest } from "./platform/db/migrate";
import { loadContent } from "./features/contentLoader";
import { ensureDemoAccounts } from "./demo/demoAccounts";
import { startServerJobs } from "./platform/jobs/runner";
import { jobHandlers } from "./features/jobHandlers";
import { stopOnSignals } from "./platform/stopOnSignals";
import { drainServer } from "./platform/http/shutdown";
import { serveMetrics } from "./platform/metrics";

async function main(): Promise<void> {
  const config = readConfig();
  const db = createDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  // Migrating and loading content may run statements longer than a request may wait (an index
  // built on a large table): on PostgreSQL they get a connection of their own with a long bound.
  const setupDb = config.databaseUrl
    ? createDb({ databaseUrl: config.databaseUrl, poolMax: 2, waitLimitMs: SETUP_WAIT_LIMIT_MS })
    : db;
  await migrateLatest(setupDb);
  const summary = await loadContent(setupDb, config.contentDir);
  if (setupDb !== db) await setupDb.destroy();
  console.log(
    `content: ${summary.programs} programs, ${summary.authors} authors, ${summary.dataValues} data values, ` +
      `${summary.symptoms} symptoms, ${summary.medications} medications`,
  );
  const app = createApp({ db, config });
  await app.deps.catalog.reload();
  await startServerJobs(app.deps.jobs, app.deps, jobHandlers, config);
  console.log(config.jobsInServer ? "jobs: running in the server" : "jobs: queued for `npm run worker`");

  if (!config.databaseUrl || config.demo) {
    for (const account of await ensureDemoAccounts(app.deps)) {
      // Printed once, at creation: only the hash is kept.
      console.log(`demo ${account.role}: ${account.email} / ${account.password}`);
    }
  }

  const server = app.listen(config.port, () => {
    app.deps.lifecycle.ready();
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    console.log(
      `Outchi is running at http://localhost:${port}/ (${config.databaseUrl ? "PostgreSQL" : "embedded database"})`,
    );
  });

  const metricsServer = config.metricsPort
    ? await serveMetrics(app.deps.metrics, config.metricsPort)
    : undefined;
  if (metricsServer) console.log(`metrics: http://localhost:${config.metricsPort}/metrics`);

  stopOnSignals("server", {
    jobs: app.deps.jobs,
    db,
    first: async () => {
      metricsServer?.close();
      await drainServer(server, app.deps);
    },
  });
}

main().catch((err) => {
  console.error("the server could not start:", err);
  process.exit(1);
});
