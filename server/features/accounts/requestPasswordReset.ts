/**
 * A person who forgot their password asks for a reset link (docs/features/accounts.md). The answer
 * is the same for any address: only an address with an account gets the link, valid one hour.
 */
import type { AppDeps } from "../../appDeps";
import { normalizeEmail } from "./accountRows";
import { mailAccountLink, purgeAccountLinks } from "./accountLinks";

export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const normalized = normalizeEmail(email);
  const owner = await deps.db("users").where({ email: normalized }).first("id", "language");
  await purgeAccountLinks(deps.db, deps.now());
  if (!owner) return;
  await mailAccountLink(deps, "resetPassword", {
    userId: owner.id,
    to: normalized,
    language: owner.language,
  });
}
