/**
 * A signed-in person asks to change their email address, giving their password (docs/features/accounts.md).
 * The address changes only once the link mailed to the new one is followed. The answer is the
 * same whether the new address has an account or not: its owner gets a note instead of a link.
 */
import type { AppDeps } from "../../appDeps";
import { ValidationError } from "../../core/errors";
import { EMAIL_CHANGE_LIMIT, hitRateLimit } from "../../core/rateLimit";
import type { User } from "../../platform/db/models";
import { normalizeEmail } from "./accountRows";
import { mailAccountLink } from "./accountLinks";
import { checkAccountPassword } from "./accountPassword";
import { appLink } from "./appLink";

/**
 * 403 WRONG_PASSWORD (429 past the account's limit), 400 for the account's own address, 429 past
 * EMAIL_CHANGE_LIMIT requests in the hour. Answers the new address, normalized.
 */
export async function requestEmailChange(
  deps: AppDeps,
  user: User,
  request: { password: string; email: string },
): Promise<string> {
  await checkAccountPassword(deps, user.id, request.password);
  const email = normalizeEmail(request.email);
  if (email === user.email) {
    throw new ValidationError([{ path: "/email", message: "is already the account's email" }]);
  }
  await hitRateLimit(deps.db, `email-change:${user.id}`, EMAIL_CHANGE_LIMIT, deps.now().getTime());
  const owner = await deps.db("users").where({ email }).first("language");
  if (owner) {
    await deps.mailer.send({
      to: email,
      kind: "emailChangeAttempt",
      language: owner.language,
      link: appLink(deps, "/app/guest/auth", {}),
    });
  } else {
    await mailAccountLink(deps, "verifyEmailChange", {
      userId: user.id,
      to: email,
      language: user.language,
      previousEmail: user.email,
    });
  }
  return email;
}
