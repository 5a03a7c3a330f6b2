import fs from "node:fs/promises";
import path from "node:path";
import type { Context, Next } from "koa";
import serve from "koa-static";

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** Serves `dir` under the URL prefix `prefix` (koa-static itself has no prefix option). */
export function serveUnder(prefix: string, dir: string) {
  const files = serve(dir, { index: false, maxage: 3600 * 1000 });
  return async function serveUnderPrefix(ctx: Context, next: Next) {
    if (!ctx.path.startsWith(`${prefix}/`) || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();
    const original = ctx.path;
    ctx.path = original.slice(prefix.length);
    try {
      await files(ctx, async () => {
        ctx.path = original;
        await next();
      });
    } finally {
      ctx.path = original;
    }
  };
}

/**
 * The built renderer: hashed assets cached for a year, `/` sent to the patient app, and every
 * `/app/*` route answered with index.html so the client router takes over.
 */
export function serveRenderer(distDir: string) {
  const assets = serve(distDir, {
    index: false,
    maxage: YEAR_MS,
    immutable: true,
  });
  const indexFile = path.join(distDir, "index.html");
  return async function serveRenderer(ctx: Context, next: Next) {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    if (ctx.path === "/") {
      ctx.redirect("/app/patient");
      return;
    }
    if (ctx.path === "/app" || ctx.path.startsWith("/app/")) {
      let html: string;
      try {
        html = await fs.readFile(indexFile, "utf8");
      } catch {
        ctx.status = 503;
        ctx.type = "text/plain";
        ctx.body = "The renderer is not built: run `npm run build` (npm start does it).";
        return;
      }
      ctx.type = "html";
      ctx.set("Cache-Control", "no-cache");
      ctx.body = html;
      return;
    }
    if (ctx.path.startsWith("/api/")) return next();
    await assets(ctx, next);
  };
}
