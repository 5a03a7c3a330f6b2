/** A patient sets the app's language on their account (docs/features/accounts.md). */
import type { Language } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import { User } from "../../platform/db/models";
import { runUseCase } from "../../core/useCase";

/** Sets the app's language on the user. */
export async function saveLanguage(deps: AppDeps, user: User, language: Language): Promise<User> {
  return runUseCase(deps.db, {
    load: async () => undefined,
    write: async (trx) => {
      await User.query(trx).findById(user.id).patch({ language });
      return (await User.query(trx).findById(user.id)) as User;
    },
    afterCommit: (updated) => deps.sessions.userChanged(updated.id),
  });
}
