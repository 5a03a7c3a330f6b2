/**
 * A person follows the link mailed to their new address (docs/features/accounts.md): the account
 * takes it, and the links still open for the old address stop working.
 */
import type { AppDeps } from "../../appDeps";
import { Conflict } from "../../core/errors";
import type { User } from "../../platform/db/models";
import { runUseCase } from "../../core/useCase";
import { closeAccountLinks, lockAccountLink, refuseUnusableLink } from "./accountLinks";
import { readAccount } from "./readAccount";

/**
 * 400 EMAIL_LINK_INVALID, 410 EMAIL_LINK_USED or EMAIL_LINK_EXPIRED (after 24 hours); 409
 * EMAIL_TAKEN when another account took the address meanwhile (told only to whoever holds the
 * link, that is, the address's owner). Answers the account with its new address.
 */
export async function verifyEmailChange(deps: AppDeps, token: string): Promise<User> {
  const now = deps.now();
  return runUseCase(deps.db, {
    load: async (trx) => {
      const link = await lockAccountLink(trx, "verifyEmailChange", token);
      const taken = await trx("users").where({ email: link.email }).whereNot({ id: link.userId }).first("id");
      return { link, taken: taken !== undefined };
    },
    decide: ({ link, taken }) => {
      refuseUnusableLink(link, now);
      if (taken) throw new Conflict("EMAIL_TAKEN", "An account already uses this email");
    },
    write: async (trx, _decision, { link }) => {
      await trx("users").where({ id: link.userId }).update({ email: link.email });
      // The old address's reset and sign-in links, and the other changes asked for, end here.
      await closeAccountLinks(trx, link.userId, ["resetPassword", "signIn", "verifyEmailChange"], now);
      return (await readAccount(trx, link.userId))!;
    },
    afterCommit: (user) => deps.sessions.userChanged(user.id),
  });
}
