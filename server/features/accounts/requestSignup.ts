/**
 * A person asks for an account by email link (docs/features/accounts.md), answered the same way whether
 * the address has an account or not: a new address gets a link that creates the account; an existing
 * one gets an email telling its owner, with a sign-in link. Either way the password is hashed first,
 * so the time taken tells nothing either.
 */
import crypto from "node:crypto";
import type { AppDeps } from "../../appDeps";
import type { Role } from "../../platform/db/models";
import {
  DEFAULT_TIME_ZONE,
  normalizeEmail,
  normalizeName,
  type AccountRow,
  type NewAccount,
} from "./accountRows";
import { appLink } from "./appLink";
import { ValidationError } from "../../core/errors";
import { sponsorOfCode } from "../rewards";
import { hashPassword } from "./passwords";
import { hashToken } from "./signupTokens";

/** How long a sign-up link works. */
export const SIGNUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a sign-up is kept past its link's end, so a late click still hears "expired" or "used". */
const SIGNUP_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export interface SignupRequest extends NewAccount {
  role: Exclude<Role, "admin">;
  /** The app path to open once the account is active (a path under /app/, checked by the route). */
  nextPage?: string;
  /** A patient's referral code, credited when the account is created (docs/features/rewards.md). */
  sponsorCode?: string;
}

/**
 * Records the sign-up and sends its email: the activation link to a new (or still pending)
 * address, or a note with a sign-in link to the owner of an existing account. Every sign-up of a
 * pending address is its own, with its own link and the credentials it was made with, so a
 * stranger's earlier sign-up with someone's address cannot set the password the owner activates.
 */
export async function requestSignup(deps: AppDeps, request: SignupRequest): Promise<void> {
  // A mistyped code is said at once: it tells nothing of the address.
  if (request.sponsorCode !== undefined && !(await sponsorOfCode(deps.db, request.sponsorCode)))
    throw new ValidationError([{ path: "/sponsorCode", message: "is no patient's referral code" }]);
  const passwordHash = await hashPassword(request.password);
  const email = normalizeEmail(request.email);
  const now = deps.now();
  const owner = await deps.db("users").where({ email }).first("language");
  // Both branches purge old sign-ups: the same statements either way, in work as in time.
  await deps
    .db("pendingSignups")
    .where("expiresAt", "<=", new Date(now.getTime() - SIGNUP_KEPT_MS))
    .delete();
  if (owner) {
    await deps.mailer.send({
      to: email,
      kind: "signupAttempt",
      language: owner.language,
      link: appLink(deps, "/app/guest/auth", { nextPage: request.nextPage }),
    });
    return;
  }
  const token = crypto.randomBytes(32).toString("base64url");
  const account: AccountRow = {
    email,
    passwordHash,
    role: request.role,
    language: request.language,
    timeZone: request.timeZone ?? DEFAULT_TIME_ZONE,
    name: normalizeName(request.name),
  };
  await deps.db("pendingSignups").insert({
    ...account,
    sponsorCode: request.sponsorCode ?? null,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGNUP_LINK_TTL_MS),
  });
  await deps.mailer.send({
    to: email,
    kind: "verifySignup",
    language: request.language,
    link: appLink(deps, "/app/guest/auth/verify", { token, nextPage: request.nextPage }),
  });
}
