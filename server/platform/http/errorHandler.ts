import { STATUS_CODES } from "node:http";
import type { Context, Next } from "koa";
import type { Failure } from "../../../card-schemas";
import { ValidationError as ModelValidationError } from "objection";
import type { Db } from "../db/connection";
import type { Logger } from "../log";
import { isDatabaseUnavailable } from "../db/databaseUnavailable";
import {
  DatabaseUnavailable,
  NotReady,
  HttpError,
  NotFound,
  NotSignedIn,
  RateLimited,
  ValidationError,
} from "../../core/errors";

/** Looks at every failure before it is sent (the tests check each against the failure schema). */
export type FailureCheck = (failure: Failure, ctx: Context) => void;

function toHttpError(err: unknown, db: Db | undefined): HttpError | undefined {
  if (err instanceof HttpError) return err;
  // An outage is not a bug: the client may try again, and the 500 log stays for real failures.
  if (isDatabaseUnavailable(err, db)) return new DatabaseUnavailable();
  if (err instanceof ModelValidationError) {
    const data = (err.data ?? {}) as Record<string, Array<{ message: string }>>;
    return new ValidationError(
      Object.entries(data).map(([path, problems]) => ({ path, message: problems[0]?.message ?? "invalid" })),
    );
  }
  // A library's own client error (http-errors, as koa-send and Koa's ctx.throw raise them) says the
  // request was wrong, not the server: its status, with the status's name as code and message.
  const { status, expose } = (err ?? {}) as { status?: unknown; expose?: unknown };
  if (typeof status === "number" && status >= 400 && status < 500 && expose === true) {
    const name = STATUS_CODES[status] ?? "Bad Request";
    return new HttpError(status, name.toUpperCase().replace(/[^A-Z]+/g, "_"), name);
  }
  return undefined;
}

const FOREIGN_KEY_VIOLATION = "23503";

/**
 * A write that failed on a foreign key because its signed-in user's account was deleted meanwhile
 * (by another request, on any process): the caller is no longer signed in.
 */
async function accountGone(err: unknown, ctx: Context, db: Db | undefined): Promise<boolean> {
  const native = (err as { nativeError?: unknown } | null)?.nativeError ?? err;
  const userId = (ctx.state as { user?: { id?: unknown } }).user?.id;
  if (
    (native as { code?: unknown } | null)?.code !== FOREIGN_KEY_VIOLATION ||
    typeof userId !== "string" ||
    !db
  ) {
    return false;
  }
  return !(await db("users")
    .where({ id: userId })
    .first("id")
    .catch(() => ({ id: userId })));
}

/**
 * The one error handler, first in the chain: known errors become the envelope with their status
 * and code; a database out of reach is a 503 with Retry-After (`db` lets it see the embedded one
 * closed); a write of an account deleted meanwhile is a 401; anything else is logged and answered
 * as a bare 500 that says nothing internal.
 */
export function errorHandler(db?: Db, checkFailure?: FailureCheck, log?: Logger) {
  return async function errorHandler(ctx: Context, next: Next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null && ctx.path.startsWith("/api/")) throw new NotFound();
    } catch (err) {
      const known =
        toHttpError(err, db) ?? ((await accountGone(err, ctx, db)) ? new NotSignedIn() : undefined);
      let body: Failure;
      if (known) {
        ctx.status = known.status;
        body = { success: false, error: known.code, message: known.message };
        if (known.details?.length) body.details = [...known.details];
        if (
          known instanceof RateLimited ||
          known instanceof DatabaseUnavailable ||
          known instanceof NotReady
        ) {
          ctx.set("Retry-After", String(known.retryAfterSeconds));
        }
      } else {
        if (log) log.error({ reqId: ctx.state.requestId, route: ctx.state.route, err }, "request failed");
        else console.error(`${ctx.method} ${ctx.state.route ?? "request"} failed:`, err);
        ctx.status = 500;
        body = { success: false, error: "INTERNAL", message: "Something went wrong on our side" };
      }
      checkFailure?.(body, ctx);
      ctx.body = body;
    }
  };
}
