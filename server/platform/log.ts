/**
 * The processes' log (docs/architecture.md, operations): one JSON line per event on stdout (pino),
 * pretty-printed when stdout is a terminal (`npm start` in a shell, with pino-pretty installed).
 * LOG_LEVEL sets the level (default info; silent under the tests unless set). What is logged never
 * holds a secret nor a health value: requests are logged by their route's pattern, never their path
 * or query (a shared key, a link's token), and any field named as a secret below is hidden.
 */
import { createRequire } from "node:module";
import { pino, type DestinationStream, type Logger, type LoggerOptions } from "pino";

export type { Logger };

/** Fields hidden wherever they appear in a logged object, one level deep. */
const SECRET_FIELDS = ["password", "token", "key", "secret", "authorization", "cookie", "sid"];
const CENSOR = "[hidden]";

const PRETTY = "pino-pretty";

/**
 * pino's isoTime, written once per millisecond: lines logged within the same millisecond (a busy
 * server's request lines) share it, where formatting a date for each was a third of a line's cost.
 */
function isoTimeByMillisecond(): () => string {
  let last = Number.NaN;
  let text = "";
  return () => {
    const now = Date.now();
    if (now !== last) {
      last = now;
      text = `,"time":"${new Date(now).toISOString()}"`;
    }
    return text;
  };
}

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve(PRETTY);
    return true;
  } catch {
    return false;
  }
}

/** The logger of a process; `destination` (tests) receives its lines instead of stdout. */
export function createLogger(env: NodeJS.ProcessEnv = process.env, destination?: DestinationStream): Logger {
  const underTests = env.NODE_ENV === "test" || env.VITEST !== undefined;
  const options: LoggerOptions = {
    level: env.LOG_LEVEL || (underTests && !destination ? "silent" : "info"),
    timestamp: isoTimeByMillisecond(),
    redact: { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), censor: CENSOR },
  };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY && !underTests && prettyAvailable()) {
    return pino({ ...options, transport: { target: PRETTY, options: { translateTime: "SYS:HH:MM:ss" } } });
  }
  return pino(options, lineDestination(1));
}

/** A destination that can write what it holds before the process exits (pino's own can). */
type FlushableDestination = DestinationStream & { flushSync?: () => void };

/**
 * Hands `stream` the lines written during one turn of the event loop together, in one write, on the
 * next turn; the lines still waiting when the process exits are handed over and flushed then, at
 * once. Handed pino's asynchronous destination one by one, each line started a write of its own as
 * soon as the one before ended: a small answer cost a busy server 73.3 µs of CPU against 71.0 with
 * its turn's lines handed over together (README, Speed).
 */
export function batchLines(stream: FlushableDestination): DestinationStream {
  let waiting: string[] = [];
  let scheduled = false;
  const handOver = () => {
    scheduled = false;
    if (waiting.length === 0) return;
    const text = waiting.join("");
    waiting = [];
    stream.write(text);
  };
  process.on("exit", () => {
    handOver();
    try {
      stream.flushSync?.();
    } catch {
      // Not open yet: nothing was written to it.
    }
  });
  return {
    write(line: string) {
      waiting.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(handOver);
      }
    },
  };
}

/** Where a process writes its lines: `dest` (a file descriptor or path), asynchronously, batched. */
export function lineDestination(dest: number | string): DestinationStream {
  return batchLines(pino.destination({ dest, sync: false }));
}

/**
 * The logger of the request lines (requestLog.ts), whose fields are flat and named in advance: it
 * hides the secret fields at the top level only. The `*.field` paths pass every field of every line
 * through a redactor: with them a request line cost 8 to 11 µs of CPU, a tenth of a small answer;
 * without them and with the time written once per millisecond, 2 to 3 µs, measured alone (in a
 * busy server, npm run bench: "full stack logging each request ÷ the same stack with its log silent").
 */
export function requestLineLogger(log: Logger): Logger {
  return log.child({}, { redact: { paths: SECRET_FIELDS, censor: CENSOR } });
}

let processLogger: Logger | undefined;

/** The process's own logger, made once from its environment. */
export function processLog(): Logger {
  return (processLogger ??= createLogger());
}
