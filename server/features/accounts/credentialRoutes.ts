/** Keeping an account: a forgotten or changed password, a changed email, the emailed sign-in link (docs/features/accounts.md). */
import { route } from "../../platform/http/route";
import { SESSION_COOKIE, setSessionCookie } from "../../platform/http/session";
import {
  emailRateKey,
  hitRateLimit,
  PASSWORD_RESET_ADDRESS_LIMIT,
  PASSWORD_RESET_EMAIL_LIMIT,
} from "../../core/rateLimit";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import type { Context } from "koa";
import { normalizeEmail } from "./accountRows";
import { changePassword } from "./changePassword";
import { presentUser } from "./present";
import { requestEmailChange } from "./requestEmailChange";
import { requestPasswordReset } from "./requestPasswordReset";
import { resetPassword } from "./resetPassword";
import { signInByLink } from "./signInByLink";
import { verifyEmailChange } from "./verifyEmailChange";

/** Opens `user`'s session on this client, closing the one of any earlier cookie. */
async function startSession(ctx: Context, deps: AppDeps, user: User): Promise<void> {
  const previous = ctx.cookies.get(SESSION_COOKIE);
  if (previous) await deps.sessions.close(previous);
  setSessionCookie(ctx, await deps.sessions.open(user.id));
}

export const credentialRoutes = [
  route({
    call: "POST /api/auth/password/forgot",
    policy: "guest",
    tag: "accounts",
    summary:
      "Ask for a password reset link: 202 and the same answer for any address; an address with an account gets a single-use link (POST /api/auth/password/reset) valid one hour (10 requests per address and 3 per email every hour).",
    status: 202,
    async handler({ ctx, body, deps }) {
      const email = normalizeEmail(body.email);
      const now = deps.now().getTime();
      await hitRateLimit(deps.db, `password-forgot-address:${ctx.ip}`, PASSWORD_RESET_ADDRESS_LIMIT, now);
      const emailKey = await emailRateKey(deps.db, email);
      await hitRateLimit(deps.db, `password-forgot:${emailKey}`, PASSWORD_RESET_EMAIL_LIMIT, now);
      await requestPasswordReset(deps, email);
      return { email };
    },
  }),

  route({
    call: "POST /api/auth/password/reset",
    policy: "guest",
    failures: [410],
    tag: "accounts",
    summary:
      "Follow a password reset link with the new password: every session of the account ends and this client is signed in; 400 RESET_LINK_INVALID, 410 RESET_LINK_USED or RESET_LINK_EXPIRED (after one hour).",
    async handler({ ctx, body, deps }) {
      const user = await resetPassword(deps, body.token, body.password);
      await startSession(ctx, deps, user);
      return { user: presentUser(user) };
    },
  }),

  route({
    call: "POST /api/auth/password/change",
    policy: "signedIn",
    failures: [429],
    tag: "accounts",
    summary:
      "Change the password, giving the current one: every other session of the account ends; 403 WRONG_PASSWORD, then 429 for any password past 5 wrong ones in the hour.",
    async handler({ ctx, user, body, deps }) {
      await changePassword(deps, user, ctx.cookies.get(SESSION_COOKIE), body);
      return {};
    },
  }),

  route({
    call: "POST /api/auth/email/change",
    policy: "signedIn",
    failures: [429],
    tag: "accounts",
    summary:
      "Ask to change the email, giving the password: 202 and the same answer whether the new address has an account or not; a free address gets a link (POST /api/auth/email/verify) valid 24 hours, and the email changes only once it is followed. 403 WRONG_PASSWORD (429 past 5 in the hour); 5 requests per account every hour.",
    status: 202,
    async handler({ user, body, deps }) {
      return { email: await requestEmailChange(deps, user, body) };
    },
  }),

  route({
    call: "POST /api/auth/email/verify",
    policy: "guest",
    failures: [410],
    tag: "accounts",
    summary:
      "Follow the link sent to a new email: the account takes the address and answers with it; 400 EMAIL_LINK_INVALID, 410 EMAIL_LINK_USED or EMAIL_LINK_EXPIRED, 409 EMAIL_TAKEN when another account took the address meanwhile.",
    async handler({ body, deps }) {
      return { user: presentUser(await verifyEmailChange(deps, body.token)) };
    },
  }),

  route({
    call: "POST /api/auth/login/link",
    policy: "guest",
    failures: [410],
    tag: "accounts",
    summary:
      "Follow the sign-in link mailed when the account's sign-in needed it (403 SIGN_IN_LINK_REQUIRED at POST /api/auth/login): signs in; 400 SIGN_IN_LINK_INVALID, 410 SIGN_IN_LINK_USED or SIGN_IN_LINK_EXPIRED (after 15 minutes).",
    async handler({ ctx, body, deps }) {
      const user = await signInByLink(deps, body.token);
      await startSession(ctx, deps, user);
      return { user: presentUser(user) };
    },
  }),
];
