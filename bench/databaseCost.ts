/**
 * The CPU PostgreSQL spends on one read of the deck: the CPU time of the bench database's backends
 * (Linux /proc, the server on this machine) over a run of sequential reads, divided by the reads.
 * On two cores the database shares the machine with the server, so its time per read bounds the
 * deck's throughput as much as the server's does: planning the deck's query on every read cost
 * 470 µs of it, against 120 µs once the query was a prepared statement. Target ≤ 200 µs.
 */
import { readFileSync } from "node:fs";
import type { BenchApp } from "./benchApp";

const READS = 2_000;

/** utime + stime of a process, in µs; undefined when /proc cannot tell (another OS or host). */
function cpuMicros(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
  } catch {
    return undefined;
  }
}

/** Each backend of the bench database with its CPU time; undefined when /proc cannot tell. */
async function backendsCpu(app: BenchApp): Promise<Map<number, number> | undefined> {
  const { rows } = await app.db.raw<{ rows: Array<{ pid: number }> }>(
    "select pid from pg_stat_activity where datname = current_database()",
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const micros = cpuMicros(pid);
    if (micros === undefined) return undefined;
    cpu.set(pid, micros);
  }
  return cpu;
}

/** µs of PostgreSQL CPU per GET /api/patient/todo, or undefined where /proc does not show the backends. */
export async function databaseCostPerRead(app: BenchApp): Promise<number | undefined> {
  const read = async () => {
    const answer = await fetch(`${app.url}/api/patient/todo`, { headers: { Cookie: app.cookie } });
    if (!answer.ok) throw new Error(`GET /api/patient/todo answered ${answer.status}`);
    await answer.arrayBuffer();
  };
  for (let i = 0; i < 100; i++) await read();
  const before = await backendsCpu(app);
  for (let i = 0; i < READS; i++) await read();
  const after = await backendsCpu(app);
  if (!before || !after) return undefined;
  // A backend the pool closed meanwhile is left out; one it opened counts from its start.
  let spent = 0;
  for (const [pid, micros] of after) spent += micros - (before.get(pid) ?? 0);
  return spent / READS;
}
