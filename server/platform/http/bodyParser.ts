import type { Context, Next } from "koa";
import { bodyParser as koaBodyParser } from "@koa/bodyparser";
import { MalformedBody, TooLarge, ValidationError } from "../../core/errors";
import { refuseHostileJson } from "./hostileInput";

/** Request bodies above this are refused with 413 before anything reads them. */
export const BODY_LIMIT = "100kb";

const PARSED_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

/** Routes that read their body as bytes themselves (uploads), capping and checking it on their own. */
const RAW_BODY_ROUTES = ["/api/patient/uploads", "/api/pro/:proId/uploads"].map((path) => path.split("/"));

/**
 * Whether `path` (a request's, or a route's own with its `:params`) is one of the routes that read
 * their body as bytes: a `:param` segment stands for any one segment.
 */
export function readsRawBody(path: string): boolean {
  const segments = path.split("/");
  return RAW_BODY_ROUTES.some(
    (route) =>
      route.length === segments.length &&
      route.every((part, i) => part === segments[i] || (part.startsWith(":") && segments[i] !== "")),
  );
}

/**
 * JSON only: a cross-site HTML form cannot send JSON without a CORS preflight, which is half of
 * the CSRF defence. Parse failures become our own error classes so the handler maps them by type.
 * A parsed body with a NUL, a lone surrogate or more than MAX_JSON_DEPTH levels is refused here,
 * once for every route, before anything reads it.
 */
export function bodyParser() {
  const parseJson = koaBodyParser({
    enableTypes: ["json"],
    jsonLimit: BODY_LIMIT,
    parsedMethods: PARSED_METHODS,
    onError(err) {
      const status = (err as { status?: number }).status;
      if (status === 413) throw new TooLarge();
      throw new MalformedBody();
    },
  });
  async function parse(ctx: Context, next: Next) {
    if (ctx.request.length > 0 && !ctx.is("json")) {
      throw new ValidationError([{ path: "", message: "the body must be application/json" }]);
    }
    await parseJson(ctx, () => {
      refuseHostileJson(ctx.request.body);
      return next();
    });
  }
  // Reads, most calls, go straight on: no promise of their own.
  return function bodyParser(ctx: Context, next: Next) {
    if (!PARSED_METHODS.includes(ctx.method) || readsRawBody(ctx.path)) return next();
    return parse(ctx, next);
  };
}
