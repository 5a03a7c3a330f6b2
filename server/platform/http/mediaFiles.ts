import path from "node:path";
import { finished } from "node:stream";
import type { Context, Middleware, Next } from "koa";
import send from "send";
import { NotFound } from "../../core/errors";

/** How long a browser keeps a content file before asking again (content changes with a release). */
const MEDIA_MAX_AGE_MS = 3600 * 1000;

type Outcome = { sent: true } | { sent: false; status: number; headers?: Record<string, string> };

/** Sends the file at `file` (relative to `root`) on the request's own response, as send answers it. */
function sendFile(ctx: Context, root: string, file: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const stream = send(ctx.req, file, {
      root,
      index: false,
      dotfiles: "ignore",
      maxAge: MEDIA_MAX_AGE_MS,
    });
    // Nothing is written before one of these: a missing file, a folder or a refused path leaves the
    // answer to Koa.
    stream.on("error", (err: { status?: number; headers?: Record<string, string> }) =>
      resolve({ sent: false, status: err.status ?? 500, headers: err.headers }),
    );
    stream.on("directory", () => resolve({ sent: false, status: 404 }));
    stream.on("headers", () => {
      ctx.respond = false;
      // Koa starts every answer at 404; send sets 206 and 304 itself, and leaves 200 to the default.
      ctx.res.statusCode = 200;
    });
    // Whole, partial, not modified or HEAD: send ends the answer itself.
    finished(ctx.res, () => resolve({ sent: true }));
    stream.pipe(ctx.res);
  });
}

/**
 * The content's files under `prefix` (`/media/`: its pictures and videos), with what a video
 * player needs: Safari plays a video only from a server that answers `Range` with the part asked
 * (206), and a player seeks with ranges in every browser; koa-static answers every request with
 * the whole file. send (the file server under Express's serve-static) answers ranges, `If-Range`,
 * conditional requests (ETag and Last-Modified, 304) and HEAD. A path that cannot name a file of
 * the folder (undecodable, with a NUL, leaving it) answers 404 like a missing file.
 */
export function serveMedia(prefix: string, dir: string): Middleware {
  const root = path.resolve(dir);
  return async function serveMedia(ctx: Context, next: Next) {
    if (!ctx.path.startsWith(`${prefix}/`) || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();
    const outcome = await sendFile(ctx, root, ctx.path.slice(prefix.length));
    if (outcome.sent) return;
    // The file failed to read once its answer had begun: the client must not wait for the rest.
    if (ctx.res.headersSent) {
      ctx.res.destroy();
      return;
    }
    ctx.respond = true;
    if (outcome.status === 416) {
      ctx.status = 416;
      ctx.set(outcome.headers ?? {});
      return;
    }
    if (outcome.status === 400 || outcome.status === 403) throw new NotFound();
    if (outcome.status === 404) return next();
    ctx.throw(outcome.status);
  };
}
