/** Ending an account's sessions when its password changes (docs/features/accounts.md). */
import type { Knex } from "knex";
import { hashToken } from "../../platform/http/sessions";

/**
 * Deletes every session of the account but the one of `keepToken` (all of them without it). The
 * caller announces the change (`deps.sessions.userChanged`) once committed, so that no process
 * keeps serving a deleted session from its cache.
 */
export async function deleteOtherSessions(
  trx: Knex.Transaction,
  userId: string,
  keepToken?: string,
): Promise<void> {
  const sessions = trx("sessions").where({ userId });
  if (keepToken) sessions.whereNot({ id: hashToken(keepToken) });
  await sessions.delete();
}
