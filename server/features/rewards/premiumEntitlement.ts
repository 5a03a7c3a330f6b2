/**
 * A patient's premium entitlement (docs/features/rewards.md): the last day it runs, as
 * `premium_entitlements` keeps it. Other features ask `hasPremium` where premium gives more.
 */
import type { Knex } from "knex";
import type { PremiumStatus } from "../../../card-schemas";
import { isPremiumActive } from "../../../engine/rewards/premiumEntitlement";
import type { Db } from "../../platform/db/connection";
import { dayOf } from "../../platform/db/dayOf";

/** The last day of the patient's premium, or null when it was never bought. */
export async function premiumUntil(db: Db | Knex.Transaction, userId: string): Promise<string | null> {
  const row = await db("premiumEntitlements").where({ userId }).first("until");
  return row ? dayOf(row.until) : null;
}

/** Whether premium runs on `today` (the patient's local day). */
export async function hasPremium(db: Db | Knex.Transaction, userId: string, today: string): Promise<boolean> {
  return isPremiumActive(await premiumUntil(db, userId), today);
}

/** Premium as the premium page shows it: whether it runs today, and its last day. */
export async function premiumStatus(
  db: Db | Knex.Transaction,
  userId: string,
  today: string,
): Promise<PremiumStatus> {
  const until = await premiumUntil(db, userId);
  return { active: isPremiumActive(until, today), until };
}
