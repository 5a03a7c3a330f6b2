import { apiSchemas } from "../../card-schemas/registry";
import { isTimeZone } from "../../engine/dates";
import { ValidationError } from "../errors";
import { route } from "../http/route";
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from "../http/session";
import { LANGUAGES, type Language } from "../db/models";
import { presentUser } from "../presenters/user";
import { checkCredentials, normalizeEmail } from "../services/accounts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../engine/patientInputLimits";
import {
  hitRateLimit,
  SIGN_IN_ADDRESS_LIMIT,
  SIGN_IN_LIMIT,
  SIGN_UP_ADDRESS_LIMIT,
} from "../services/rateLimit";
import { requestSignup, verifySignup } from "../services/signups";
import { schemaRef } from "./schemaRefs";

const email = { type: "string", format: "email", maxLength: 254 };
const password = { type: "string", minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH };
const userAnswer = { type: "object", properties: { user: schemaRef("user") }, required: ["user"] };

interface SignupBody {
  email: string;
  password: string;
  language: Language;
  accountType?: "patient" | "pro";
  name?: string;
  timeZone?: string;
  nextPage?: string;
}

export const authRoutes = [
  route<"guest", SignupBody>({
    method: "POST",
    path: "/api/auth/signup",
    policy: "guest",
    tag: "accounts",
    summary:
      "Ask for an account (patient by default, or pro with its author): the same answer whether the email has an account or not; a new email gets a link to activate it (POST /api/auth/verify), an existing one a note to its owner (10 sign-ups per address every hour).",
    status: 202,
    body: {
      type: "object",
      properties: {
        email,
        password,
        language: { enum: [...LANGUAGES] },
        accountType: { enum: ["patient", "pro"] },
        // One rule for the name, where the answer describes it.
        name: { $ref: `${apiSchemas.user.$id}#/properties/name` },
        timeZone: { type: "string", minLength: 1, maxLength: 64 },
        // Where the emailed link leads once followed: a path of the app, never another site.
        nextPage: { type: "string", pattern: "^/app/[^\\\\\\s]*$", maxLength: 512 },
      },
      required: ["email", "password", "language"],
      additionalProperties: false,
    },
    response: {
      type: "object",
      properties: { email: { type: "string" } },
      required: ["email"],
      additionalProperties: false,
    },
    async handler({ ctx, body, deps }) {
      if (body.timeZone && !isTimeZone(body.timeZone)) {
        throw new ValidationError([{ path: "/timeZone", message: "must be an IANA time zone" }]);
      }
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
      });
      return { email: normalizeEmail(body.email) };
    },
  }),

  route<"guest", { token: string }>({
    method: "POST",
    path: "/api/auth/verify",
    policy: "guest",
    tag: "accounts",
    summary:
      "Follow a sign-up link: creates the account and signs in; 400 SIGNUP_LINK_INVALID, 410 SIGNUP_LINK_USED or SIGNUP_LINK_EXPIRED (after 24 hours).",
    body: {
      type: "object",
      properties: { token: { type: "string", minLength: 1, maxLength: 128 } },
      required: ["token"],
      additionalProperties: false,
    },
    response: userAnswer,
    async handler({ ctx, body, deps }) {
      const user = await verifySignup(deps, body.token);
      const previous = ctx.cookies.get(SESSION_COOKIE);
      if (previous) await deps.sessions.close(previous);
      setSessionCookie(ctx, await deps.sessions.open(user.id));
      return { user: presentUser(user) };
    },
  }),

  route<"guest", { email: string; password: string }>({
    method: "POST",
    path: "/api/auth/login",
    policy: "guest",
    tag: "accounts",
    summary:
      "Sign in (10 attempts per email and address, and 30 per address, every 15 minutes); 403 EMAIL_NOT_VERIFIED for the right password of a sign-up whose link was not followed yet.",
    body: {
      type: "object",
      // Length limits only: a login must not reveal the current password rules.
      properties: {
        email: { type: "string", maxLength: 254 },
        password: { type: "string", maxLength: PASSWORD_MAX_LENGTH },
      },
      required: ["email", "password"],
      additionalProperties: false,
    },
    response: userAnswer,
    async handler({ ctx, body, deps }) {
      await hitRateLimit(deps.db, `login-address:${ctx.ip}`, SIGN_IN_ADDRESS_LIMIT);
      await hitRateLimit(deps.db, `login:${normalizeEmail(body.email)}:${ctx.ip}`, SIGN_IN_LIMIT);
      const user = await checkCredentials(deps.db, body.email, body.password, deps.now());
      const previous = ctx.cookies.get(SESSION_COOKIE);
      if (previous) await deps.sessions.close(previous);
      setSessionCookie(ctx, await deps.sessions.open(user.id));
      return { user: presentUser(user) };
    },
  }),

  route({
    method: "POST",
    path: "/api/auth/logout",
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
    method: "GET",
    path: "/api/auth/me",
    policy: "signedIn",
    tag: "accounts",
    summary: "The signed-in account (401 when not signed in).",
    response: userAnswer,
    async handler({ user }) {
      return { user: presentUser(user) };
    },
  }),

  route({
    method: "GET",
    path: "/api/auth/session",
    policy: "guest",
    tag: "accounts",
    summary:
      "Who is signed in: the account, or null for a guest (200 either way, so a guest's page loads without an error).",
    response: schemaRef("session"),
    async handler({ user }) {
      return { user: user ? presentUser(user) : null };
    },
  }),
];
