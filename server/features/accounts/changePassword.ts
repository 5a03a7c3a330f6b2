/**
 * A signed-in person changes their password, giving the current one (docs/features/accounts.md):
 * every other session of the account ends, the one that asked stays.
 */
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { runUseCase } from "../../core/useCase";
import { checkAccountPassword } from "./accountPassword";
import { closeAccountLinks } from "./accountLinks";
import { deleteOtherSessions } from "./otherSessions";
import { hashPassword } from "./passwords";

/**
 * 403 WRONG_PASSWORD for a wrong current password (429 past the account's limit). The password
 * reset and sign-in links already sent stop working.
 */
export async function changePassword(
  deps: AppDeps,
  user: User,
  sessionToken: string | undefined,
  change: { currentPassword: string; password: string },
): Promise<void> {
  await checkAccountPassword(deps, user.id, change.currentPassword);
  const passwordHash = await hashPassword(change.password);
  const now = deps.now();
  await runUseCase(deps.db, {
    load: async () => undefined,
    write: async (trx) => {
      await trx("users").where({ id: user.id }).update({ passwordHash });
      await closeAccountLinks(trx, user.id, ["resetPassword", "signIn"], now);
      await deleteOtherSessions(trx, user.id, sessionToken);
    },
    afterCommit: () => deps.sessions.userChanged(user.id),
  });
}
