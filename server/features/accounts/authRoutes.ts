import { route } from "../../platform/http/route";
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from "../../platform/http/session";
import { presentUser } from "./present";
import { normalizeEmail } from "./accountRows";
import { hitRateLimit, SIGN_UP_ADDRESS_LIMIT } from "../../core/rateLimit";
import { signIn } from "./signIn";
import { requestSignup } from "./requestSignup";
import { verifySignup } from "./verifySignup";

export const authRoutes = [
  route({
    call: "POST /api/auth/signup",
    policy: "guest",
    tag: "accounts",
    summary:
      "Ask for an account (patient by default, or pro with its author): the same answer whether the email has an account or not; a new email gets a link to activate it (POST /api/auth/verify), an existing one a note to its owner (10 sign-ups per address every hour).",
    status: 202,
    async handler({ ctx, body, deps }) {
      // Counted before the hash: a refused sign-up costs no argon2 time.
      await hitRateLimit(deps.db, `signup:${ctx.ip}`, SIGN_UP_ADDRESS_LIMIT);
      await requestSignup(deps, {
        email: body.email,
        password: body.password,
        language: body.language,
        role: body.accountType ?? "patient",
        name: body.name,
        timeZone: body.timeZone,
        nextPage: body.nextPage,
        sponsorCode: body.sponsorCode,
      });
      return { email: normalizeEmail(body.email) };
    },
  }),

  route({
    call: "POST /api/auth/verify",
    policy: "guest",
    failures: [410],
    tag: "accounts",
    summary:
      "Follow a sign-up link: creates the account and signs in; 400 SIGNUP_LINK_INVALID, 410 SIGNUP_LINK_USED or SIGNUP_LINK_EXPIRED (after 24 hours).",
    async handler({ ctx, body, deps }) {
      const user = await verifySignup(deps, body.token);
      const previous = ctx.cookies.get(SESSION_COOKIE);
      if (previous) await deps.sessions.close(previous);
      setSessionCookie(ctx, await deps.sessions.open(user.id));
      return { user: presentUser(user) };
    },
  }),

  route({
    call: "POST /api/auth/login",
    policy: "guest",
    failures: [401],
    tag: "accounts",
    summary:
      "Sign in (10 attempts per email and address, and 30 per address, every 15 minutes); 403 EMAIL_NOT_VERIFIED for the right password of a sign-up whose link was not followed yet; past 5 failed attempts on one email in the hour, 403 SIGN_IN_LINK_REQUIRED for any password, the right one mailing a sign-in link (POST /api/auth/login/link).",
    async handler({ ctx, body, deps }) {
      const user = await signIn(deps, ctx.ip, body.email, body.password);
      const previous = ctx.cookies.get(SESSION_COOKIE);
      if (previous) await deps.sessions.close(previous);
      setSessionCookie(ctx, await deps.sessions.open(user.id));
      return { user: presentUser(user) };
    },
  }),

  route({
    call: "POST /api/auth/logout",
    policy: "public",
    tag: "accounts",
    summary: "Sign out: the session is deleted on the server and the cookie cleared.",
    async handler({ ctx, deps }) {
      const token = ctx.cookies.get(SESSION_COOKIE);
      if (token) await deps.sessions.close(token);
      clearSessionCookie(ctx);
      return {};
    },
  }),

  route({
    call: "GET /api/auth/me",
    policy: "signedIn",
    tag: "accounts",
    summary: "The signed-in account (401 when not signed in).",
    async handler({ user }) {
      return { user: presentUser(user) };
    },
  }),

  route({
    call: "GET /api/auth/session",
    policy: "guest",
    tag: "accounts",
    summary:
      "Who is signed in: the account, or null for a guest (200 either way, so a guest's page loads without an error).",
    async handler({ user }) {
      return { user: user ? presentUser(user) : null };
    },
  }),
];
