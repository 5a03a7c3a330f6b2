/**
 * GET /metrics on the app's port (server/platform/metrics.ts): answered only to
 * `Authorization: Bearer METRICS_TOKEN` (compared in constant time); 404 when no token is set, so
 * that the endpoint is not there at all for the world.
 */
import { timingSafeEqual } from "node:crypto";
import type { Context, Middleware } from "koa";
import type { Metrics } from "../metrics";

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Every other request passes through without a promise of this middleware's own: an async
 * function here cost each request a promise and its turns, for a path compare.
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined): Middleware {
  const answer = answerMetrics(metrics, token);
  return function metricsEndpoint(ctx, next) {
    return ctx.path === "/metrics" ? answer(ctx) : next();
  };
}

function answerMetrics(metrics: Metrics, token: string | undefined) {
  return async function answerMetrics(ctx: Context) {
    ctx.state.route = "GET /metrics";
    if (!token || ctx.method !== "GET") {
      ctx.status = 404;
      return;
    }
    const given = /^Bearer (.+)$/.exec(ctx.get("Authorization"))?.[1] ?? "";
    if (!sameToken(given, token)) {
      ctx.status = 401;
      ctx.set("WWW-Authenticate", 'Bearer realm="metrics"');
      return;
    }
    const { text, contentType } = await metrics.scrape();
    ctx.type = contentType;
    ctx.body = text;
  };
}
