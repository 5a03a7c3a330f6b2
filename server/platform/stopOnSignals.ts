import type { Db } from "./db/connection";
import type { JobQueue } from "./jobs/jobQueue";

/**
 * Stops the process once, on SIGTERM or SIGINT: `first` (a server drains: it takes no new request,
 * ends its live streams and finishes those in flight), then the running job finishes, then the
 * database closes (the embedded one flushes to disk). Exits 0, or 1 when the database could not close.
 */
export function stopOnSignals(
  name: string,
  { jobs, db, first }: { jobs: JobQueue; db: Db; first?: () => Promise<void> },
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the ${name} after its requests in flight and its running job`);
    Promise.resolve(first?.())
      .catch((err) => console.error("could not drain cleanly:", err))
      .then(() => jobs.stop())
      .catch((err) => console.error("jobs: could not stop cleanly:", err))
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
