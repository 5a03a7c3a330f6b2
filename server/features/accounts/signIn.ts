/**
 * Signing in with email and password (docs/features/accounts.md), limited per address and per
 * account. Past ACCOUNT_SIGN_IN_FAILURES unproven attempts on one email in the hour, from wherever
 * they come, the password alone no longer signs in: every attempt gets the same 403
 * SIGN_IN_LINK_REQUIRED, and the right password mails a sign-in link to the account's address.
 * Guesses then tell nothing, and the owner still gets in (by that link, or a password reset).
 */
import type { AppDeps } from "../../appDeps";
import { EmailNotVerified, HttpError, InvalidCredentials } from "../../core/errors";
import {
  ACCOUNT_SIGN_IN_FAILURES,
  emailRateKey,
  hitRateLimit,
  recordAttempt,
  refundAttempt,
  SIGN_IN_ADDRESS_LIMIT,
  SIGN_IN_LIMIT,
} from "../../core/rateLimit";
import type { User } from "../../platform/db/models";
import { normalizeEmail } from "./accountRows";
import { mailAccountLink } from "./accountLinks";
import { checkCredentials } from "./checkCredentials";

/** The account's sign-in needs its emailed link: the same answer for any password. */
export class SignInLinkRequired extends HttpError {
  constructor() {
    super(
      403,
      "SIGN_IN_LINK_REQUIRED",
      "Too many failed sign-ins on this account: if the password was right, a sign-in link was sent to its email",
    );
  }
}

/**
 * The account signed in by these credentials. 429 past the address's limits; 401
 * INVALID_CREDENTIALS or 403 EMAIL_NOT_VERIFIED as checkCredentials answers; 403
 * SIGN_IN_LINK_REQUIRED for any password while the account's sign-in needs its link.
 */
export async function signIn(deps: AppDeps, ip: string, email: string, password: string): Promise<User> {
  const now = deps.now().getTime();
  const emailKey = await emailRateKey(deps.db, normalizeEmail(email));
  await hitRateLimit(deps.db, `login-address:${ip}`, SIGN_IN_ADDRESS_LIMIT, now);
  await hitRateLimit(deps.db, `login:${emailKey}:${ip}`, SIGN_IN_LIMIT, now);
  // Counted before the check, so parallel guesses cannot all pass under the limit; given back
  // once the password proves right.
  const failuresKey = `login-failures:${emailKey}`;
  const attempt = await recordAttempt(deps.db, failuresKey, ACCOUNT_SIGN_IN_FAILURES, now);
  const needsLink = attempt.count > ACCOUNT_SIGN_IN_FAILURES.limit;
  let user: User;
  try {
    user = await checkCredentials(deps.db, email, password, deps.now());
  } catch (error) {
    if (error instanceof EmailNotVerified) await refundAttempt(deps.db, failuresKey, attempt);
    if (needsLink && (error instanceof InvalidCredentials || error instanceof EmailNotVerified)) {
      throw new SignInLinkRequired();
    }
    throw error;
  }
  await refundAttempt(deps.db, failuresKey, attempt);
  if (!needsLink) return user;
  await mailAccountLink(deps, "signIn", { userId: user.id, to: user.email, language: user.language });
  throw new SignInLinkRequired();
}
