/**
 * A person follows their password reset link (docs/features/accounts.md): the account takes the
 * new password, every session of it ends, and the person is signed in again by the route.
 */
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { runUseCase } from "../../core/useCase";
import { closeAccountLinks, lockAccountLink, refuseUnusableLink } from "./accountLinks";
import { deleteOtherSessions } from "./otherSessions";
import { hashPassword } from "./passwords";
import { readAccount } from "./readAccount";

/**
 * Sets the password of the link's account. 400 RESET_LINK_INVALID for a token never issued, 410
 * RESET_LINK_USED once followed (or once another reset or change closed it), 410
 * RESET_LINK_EXPIRED after an hour. Every session of the account is deleted; the caller opens the
 * new one.
 */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<User> {
  // Hashed before the transaction: argon2's time is not spent holding the link's lock.
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  return runUseCase(deps.db, {
    load: (trx) => lockAccountLink(trx, "resetPassword", token),
    decide: (link) => refuseUnusableLink(link, now),
    write: async (trx, _decision, link) => {
      await trx("users").where({ id: link.userId }).update({ passwordHash });
      await closeAccountLinks(trx, link.userId, ["resetPassword", "signIn"], now);
      await deleteOtherSessions(trx, link.userId);
      return (await readAccount(trx, link.userId))!;
    },
    afterCommit: (user) => deps.sessions.userChanged(user.id),
  });
}
