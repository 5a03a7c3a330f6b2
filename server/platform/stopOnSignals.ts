import type { Db } from "./db/connection";
import type { JobQueue } from "./jobs/jobQueue";

/**
 * Stops the process once, on SIGTERM or SIGINT: `first` (a server stops taking requests), then the
 * running job finishes, then the database closes (the embedded one flushes to disk). Exits 0, or 1
 * when the database could not close.
 */
export function stopOnSignals(
  name: string,
  { jobs, db, first }: { jobs: JobQueue; db: Db; first?: () => void },
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the ${name} after its running job`);
    first?.();
    jobs
      .stop()
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
