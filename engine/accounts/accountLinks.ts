/**
 * The emailed links of an existing account (docs/features/accounts.md): how long each works, and
 * whether one may still be followed. A link works once.
 */

/** A password reset link works for one hour. */
export const RESET_PASSWORD_LINK_TTL_MS = 60 * 60 * 1000;
/** The link that confirms a new email address works for 24 hours, as a sign-up link does. */
export const EMAIL_CHANGE_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** The emailed sign-in link of an account whose sign-in needs it works for 15 minutes. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
/** Reset and sign-in links are kept this long past their end, so a late click still hears "expired" or "used". */
export const ACCOUNT_LINK_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export type AccountLinkState = "usable" | "used" | "expired";

/** A link already followed is "used", one past its end "expired" (used first: it says more). */
export function accountLinkState(
  link: { usedAt: Date | string | null; expiresAt: Date | string },
  now: Date,
): AccountLinkState {
  if (link.usedAt) return "used";
  if (new Date(link.expiresAt).getTime() <= now.getTime()) return "expired";
  return "usable";
}
