/**
 * Checking the password of a signed-in account before deleting it or changing its password or
 * email (docs/features/accounts.md): a session alone does not allow these, and the check is no
 * oracle, since its wrong answers are counted per account in the shared `rate_limits` table.
 */
import type { AppDeps } from "../../appDeps";
import { HttpError, RateLimited } from "../../core/errors";
import { ACCOUNT_PASSWORD_CHECK_LIMIT, recordAttempt, refundAttempt } from "../../core/rateLimit";
import { verifyPassword } from "./passwords";

/** The signed-in account's password was wrong: 403, the caller is known but not allowed to do this. */
export class WrongAccountPassword extends HttpError {
  constructor() {
    super(403, "WRONG_PASSWORD", "Wrong password");
  }
}

/** The rate-limit key of an account's password checks. */
export const passwordCheckKey = (userId: string) => `password-check:${userId}`;

/**
 * Passes when `password` is the account's. 403 WRONG_PASSWORD otherwise; past
 * ACCOUNT_PASSWORD_CHECK_LIMIT wrong ones in the window, 429 RATE_LIMITED for any password, right
 * or wrong, so the answer tells nothing more. The attempt is counted before the check (parallel
 * requests cannot slip under the limit) and given back when the password was right.
 */
export async function checkAccountPassword(deps: AppDeps, userId: string, password: string): Promise<void> {
  const key = passwordCheckKey(userId);
  const attempt = await recordAttempt(deps.db, key, ACCOUNT_PASSWORD_CHECK_LIMIT, deps.now().getTime());
  if (attempt.count > ACCOUNT_PASSWORD_CHECK_LIMIT.limit) throw new RateLimited(attempt.retryAfterSeconds);
  const account = (await deps.db("users").where({ id: userId }).first("passwordHash")) as
    { passwordHash: string } | undefined;
  if (!account || !(await verifyPassword(account.passwordHash, password))) throw new WrongAccountPassword();
  await refundAttempt(deps.db, key, attempt);
}
