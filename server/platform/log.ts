/**
 * The processes' log (docs/architecture.md, operations): one JSON line per event on stdout (pino),
 * pretty-printed when stdout is a terminal (`npm start` in a shell, with pino-pretty installed).
 * LOG_LEVEL sets the level (default info; silent under the tests unless set). What is logged never
 * holds a secret nor a health value: requests are logged by their route's pattern, never their path
 * or query (a shared key, a link's token), and any field named as a secret below is hidden.
 */
import { createRequire } from "node:module";
import { pino, stdTimeFunctions, type DestinationStream, type Logger, type LoggerOptions } from "pino";

export type { Logger };

/** Fields hidden wherever they appear in a logged object, one level deep. */
const SECRET_FIELDS = ["password", "token", "key", "secret", "authorization", "cookie", "sid"];

const PRETTY = "pino-pretty";

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
    timestamp: stdTimeFunctions.isoTime,
    redact: { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), censor: "[hidden]" },
  };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY && !underTests && prettyAvailable()) {
    return pino({ ...options, transport: { target: PRETTY, options: { translateTime: "SYS:HH:MM:ss" } } });
  }
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

let processLogger: Logger | undefined;

/** The process's own logger, made once from its environment. */
export function processLog(): Logger {
  return (processLogger ??= createLogger());
}
