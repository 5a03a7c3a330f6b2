/**
 * The CPU of one request's log line (server/platform/http/requestLog.ts), as the app writes it:
 * its request-line logger, JSON to a file descriptor asynchronously (here /dev/null), ten lines per
 * turn of the event loop as requests come. Measured by CPU time rather than by two servers' req/s,
 * which on a shared machine differ by more than the line costs.
 */
import { pino } from "pino";
import { createLogger, requestLineLogger } from "../server/platform/log";

const TURNS = 20_000;
const LINES_PER_TURN = 10;

const line = {
  reqId: "6036624d-5f40-4571-b852-ada7bf07519a",
  method: "GET",
  route: "GET /api/patient/todo",
  status: 200,
  ms: 3.2,
  userId: "32e229b3-a796-448a-aede-da7843a61925",
};

function writeLines(log: ReturnType<typeof createLogger>, turns: number): Promise<void> {
  return new Promise((done) => {
    let turn = 0;
    const step = () => {
      for (let i = 0; i < LINES_PER_TURN; i++) log.info({ ...line }, "request");
      if (++turn < turns) setImmediate(step);
      else done();
    };
    step();
  });
}

/** µs of CPU per request line. */
export async function logLineCost(): Promise<number> {
  const root = createLogger({ LOG_LEVEL: "info" }, pino.destination({ dest: "/dev/null", sync: false }));
  const log = requestLineLogger(root);
  await writeLines(log, TURNS / 10);
  const start = process.cpuUsage();
  await writeLines(log, TURNS);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / (TURNS * LINES_PER_TURN);
}
