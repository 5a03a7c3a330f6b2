/**
 * A pro's earnings (docs/features/authors.md `/api/pro/{proId}/bank`): the pro's own ledger account,
 * which the subscriptions to their author credit (payAuthor.ts), paid out by
 * transferAuthorBalance.ts.
 */
import type { ProBank, ProLedgerEntry } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";

/** The bank shows this many movements, newest first. */
const BANK_ENTRIES = 100;

const instant = (value: unknown) => new Date(value as string | Date).toISOString();

export async function readAuthorBank(deps: AppDeps, pro: User): Promise<ProBank> {
  const [account, entries] = await Promise.all([
    deps.db("bankAccounts").where({ userId: pro.id }).first("amount", "allTimeAmount"),
    deps
      .db("ledgerEntries")
      .where({ userId: pro.id })
      .orderBy([
        { column: "createdAt", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .limit(BANK_ENTRIES),
  ]);
  return {
    balance: Number(account?.amount ?? 0),
    allTimeAmount: Number(account?.allTimeAmount ?? 0),
    entries: entries.map((entry): ProLedgerEntry => ({
      id: entry.id,
      delta: entry.delta,
      reason: entry.reason,
      reference: entry.reference,
      balanceAfter: entry.balanceAfter,
      createdAt: instant(entry.createdAt),
    })),
  };
}
