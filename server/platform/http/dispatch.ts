import type { Context, Middleware, Next } from "koa";
import type Router from "@koa/router";

/**
 * The router's middleware, with the API's static paths (most of it, the deck included) found in a
 * Map first: @koa/router tries its patterns one by one and composes a chain on every request, which
 * was a third of the cost of a small authenticated answer (npm run bench). The table only holds a
 * path that no other registered pattern matches, so it answers exactly what the router would; every
 * other request (parameters, a trailing slash, HEAD…) goes to the router.
 */
export function dispatch(router: Router): Middleware {
  const exact = new Map<string, Middleware>();
  // @koa/router types its layers' middleware for its own context; ours are plain Koa middleware.
  for (const layer of router.stack) {
    if (layer.paramNames.length > 0 || typeof layer.path !== "string") continue;
    for (const method of layer.methods) {
      if (router.match(layer.path, method).pathAndMethod.length !== 1) continue;
      const [handle, ...rest] = layer.stack;
      if (handle && rest.length === 0) exact.set(`${method} ${layer.path}`, handle as unknown as Middleware);
    }
  }
  const routes = router.routes() as unknown as Middleware;
  return function dispatch(ctx: Context, next: Next) {
    const handle = exact.get(`${ctx.method} ${ctx.path}`);
    if (!handle) return routes(ctx, next);
    // What the router gives a route without parameters.
    (ctx as Context & { params: Record<string, string> }).params = {};
    return handle(ctx, next);
  };
}
