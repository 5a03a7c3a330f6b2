import type { Context, Next } from "koa";
import type { User } from "../db/models";
import type { SessionStore } from "./sessionStore";
import { SESSION_TTL_MS } from "./sessions";

export const SESSION_COOKIE = "sid";

declare module "koa" {
  interface DefaultState {
    user?: User;
  }
}

/** The paths that read the session: the API, and the app's pages, which carry it (appShell.ts). */
const readsSession = (path: string) =>
  path.startsWith("/api/") || path === "/app" || path.startsWith("/app/");

/**
 * Loads the signed-in user (if any) into `ctx.state.user`; only a request with a cookie can cost a
 * query. A session read in the last seconds is found without waiting (no promise, no extra turn
 * of the event loop): that is nearly every signed-in request.
 */
export function loadSession(sessions: SessionStore) {
  return function loadSession(ctx: Context, next: Next): Promise<unknown> {
    const token = readsSession(ctx.path) ? ctx.cookies.get(SESSION_COOKIE) : undefined;
    if (!token) return next();
    const cached = sessions.cached(token);
    if (cached) {
      ctx.state.user = cached;
      return next();
    }
    return sessions.userOf(token).then((user) => {
      ctx.state.user = user;
      return next();
    });
  };
}

export function setSessionCookie(ctx: Context, token: string): void {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    // Behind https (directly, or through a trusted proxy) the cookie never travels in clear.
    secure: ctx.secure,
    path: "/",
    maxAge: SESSION_TTL_MS,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: Context): void {
  ctx.cookies.set(SESSION_COOKIE, null, {
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.secure,
    path: "/",
    overwrite: true,
  });
}
