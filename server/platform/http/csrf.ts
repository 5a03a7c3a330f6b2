import type { Context } from "koa";
import { CsrfHeaderMissing } from "../../core/errors";
import { SESSION_COOKIE } from "./session";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A cross-site page can make the browser send our cookie but cannot add a custom header without a
 * CORS preflight, which we never grant: cookie-authenticated writes must carry it.
 */
export function checkCsrf(ctx: Context, evenOnRead = false): void {
  if (!evenOnRead && !UNSAFE.has(ctx.method)) return;
  if (!ctx.cookies.get(SESSION_COOKIE)) return;
  if (ctx.get("X-Requested-With") !== "fetch") throw new CsrfHeaderMissing();
}
