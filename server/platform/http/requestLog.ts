/**
 * One log line per request (server/platform/log.ts): its id (the client's or load balancer's
 * `X-Request-Id` when it is a plain token, else a new one, and returned in the answer's
 * `X-Request-Id`), method, route pattern, status, duration and the signed-in user's id; a failure
 * the error handler could not name is logged there with its stack and the same id.
 */
import { randomUUID } from "node:crypto";
import type { Context, Middleware } from "koa";
import { requestLineLogger, type Logger } from "../log";

/** A request id a client may choose: a plain token, so that it cannot forge log lines. */
const CLIENT_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** What a request is logged as when no API route answered it: never its path, which may hold a key or token. */
function routeOf(ctx: Context): string {
  const route = ctx.state.route as string | undefined;
  if (route) return route;
  if (ctx.path.startsWith("/assets/")) return "asset";
  if (ctx.path.startsWith("/api/")) return "api (no route)";
  return "page";
}

/** Told of each request answered (the metrics): its method, route as logged, status and seconds. */
export type RequestObserver = (method: string, route: string, status: number, seconds: number) => void;

export function requestLog(log: Logger, observe?: RequestObserver): Middleware {
  const lines = requestLineLogger(log);
  return async function logRequest(ctx, next) {
    const started = performance.now();
    const given = ctx.get("X-Request-Id");
    const id = CLIENT_ID.test(given) ? given : randomUUID();
    ctx.state.requestId = id;
    ctx.set("X-Request-Id", id);
    try {
      await next();
    } finally {
      const user = ctx.state.user as { id: string } | undefined;
      const ms = performance.now() - started;
      const route = routeOf(ctx);
      lines.info(
        {
          reqId: id,
          method: ctx.method,
          route,
          status: ctx.status,
          ms: Math.round(ms * 10) / 10,
          ...(user && { userId: user.id }),
        },
        "request",
      );
      observe?.(ctx.method, route, ctx.status, ms / 1000);
    }
  };
}
