/**
 * What names a person outside the tables with a user column (docs/features/accounts.md): their
 * sign-ups, the emails sent to their addresses and the rate-limit counts of those addresses and of
 * the account. Deleting the account deletes these too.
 */
import type { Knex } from "knex";
import { emailRateKey, forgetRateLimits } from "../../core/rateLimit";

/** Every address the account had or asked for: its own, and those its emailed links went to or came from. */
export async function addressesOf(trx: Knex.Transaction, userId: string): Promise<string[]> {
  const account = (await trx("users").where({ id: userId }).first("email")) as { email: string } | undefined;
  const links: Array<{ email: string; previousEmail: string | null }> = await trx("accountLinks")
    .where({ userId })
    .select("email", "previousEmail");
  const addresses = new Set<string>(account ? [account.email] : []);
  for (const link of links) {
    addresses.add(link.email);
    if (link.previousEmail) addresses.add(link.previousEmail);
  }
  return [...addresses];
}

/** Deletes the sign-ups, sent emails and rate-limit counts of these addresses and of the account. */
export async function deleteLeftovers(
  trx: Knex.Transaction,
  userId: string,
  addresses: string[],
): Promise<void> {
  await trx("pendingSignups").whereIn("email", addresses).delete();
  await trx("outbox").whereIn("to", addresses).delete();
  // The server's key is read through the transaction: its connection may be the only one.
  for (const address of addresses) await forgetRateLimits(trx, await emailRateKey(trx, address));
  await forgetRateLimits(trx, userId);
}
