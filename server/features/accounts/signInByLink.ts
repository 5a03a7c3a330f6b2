/** A person follows the sign-in link that their account's sign-in needed (docs/features/accounts.md). */
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { runUseCase } from "../../core/useCase";
import { lockAccountLink, refuseUnusableLink } from "./accountLinks";
import { readAccount } from "./readAccount";

/**
 * The link's account, whose session the route opens. 400 SIGN_IN_LINK_INVALID, 410
 * SIGN_IN_LINK_USED or SIGN_IN_LINK_EXPIRED (after 15 minutes).
 */
export async function signInByLink(deps: AppDeps, token: string): Promise<User> {
  const now = deps.now();
  return runUseCase(deps.db, {
    load: (trx) => lockAccountLink(trx, "signIn", token),
    decide: (link) => refuseUnusableLink(link, now),
    write: async (trx, _decision, link) => {
      await trx("accountLinks").where({ tokenHash: link.tokenHash }).update({ usedAt: now });
      return (await readAccount(trx, link.userId))!;
    },
  });
}
