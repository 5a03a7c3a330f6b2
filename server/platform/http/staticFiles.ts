import type { ServerResponse } from "node:http";
import path from "node:path";
import type { Context, Middleware, Next } from "koa";
import serve from "koa-static";
import { NotFound } from "../../core/errors";
import { appShell, type FirstScreenData, type SessionOf } from "./appShell";

/** A file the build named after its content (Vite's `assets/[name]-[hash].[ext]`): it never changes. */
const HASHED_ASSET = /^assets\/.+-[\w-]{8}\.[\w.]+$/;
const FOREVER = "public, max-age=31536000, immutable";
const SOURCE_MAP = /\.map$/i;
/** Anything else the build writes (index.html first) changes with each release: always revalidated. */
const REVALIDATE = "no-cache";

/**
 * koa-send refuses a path it cannot decode, one with a NUL, an absolute one (`//host/`) or one that
 * leaves its folder (`..%2f`) with a 400 or 403 of its own before reading anything; for a file server
 * all of these name no file of the folder, so they answer 404 like any missing file.
 */
function noFileOutside(files: Middleware): Middleware {
  return async function servedFiles(ctx, next) {
    try {
      await files(ctx, next);
    } catch (err) {
      const status = (err as { status?: unknown }).status;
      if (status === 400 || status === 403) throw new NotFound();
      throw err;
    }
  };
}

/**
 * The built renderer: `/` sent to the patient app, every `/app/*` route answered with index.html and
 * the session in it (appShell.ts) so the client router takes over, and the other files of the build
 * as they are. The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file;
 * koa-send picks the one that `Accept-Encoding` allows (brotli first) and types the answer after
 * the original file, but leaves `Vary: Accept-Encoding` to us.
 */
export function serveRenderer(distDir: string, firstScreen: FirstScreenData, sessionOf: SessionOf) {
  const root = path.resolve(distDir);
  const files = noFileOutside(
    serve(root, {
      index: false,
      // Called only once a file is found, so a missing asset's 404 is never cached for a year.
      setHeaders(res: ServerResponse, file: string) {
        const built = path
          .relative(root, file)
          .split(path.sep)
          .join("/")
          .replace(/\.(br|gz)$/, "");
        res.setHeader("Cache-Control", HASHED_ASSET.test(built) ? FOREVER : REVALIDATE);
        res.setHeader("Vary", "Accept-Encoding");
      },
    }),
  );
  const sendAppShell = appShell(root, firstScreen, sessionOf);
  return async function serveRenderer(ctx: Context, next: Next) {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    if (ctx.path === "/") {
      ctx.redirect("/app/patient");
      return;
    }
    if (ctx.path.startsWith("/api/")) return next();
    // docs/features/uploads.md gives the goals-and-symptoms settings this address outside /app.
    if (ctx.path === "/patient/settings/pathologies") {
      ctx.redirect("/app/patient/settings/pathologies");
      return;
    }
    // The build's source maps stay on the server (kept for reading a reported stack): its sources
    // are not published.
    if (SOURCE_MAP.test(ctx.path)) throw new NotFound();
    if (ctx.path !== "/app" && !ctx.path.startsWith("/app/")) return files(ctx, next);
    if (await sendAppShell(ctx, ctx.state.user)) return;
    ctx.status = 503;
    ctx.type = "text/plain";
    ctx.body = "The renderer is not built: run `npm run build` (npm start does it).";
  };
}
