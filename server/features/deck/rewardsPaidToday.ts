/**
 * What the platform already paid a patient today for cards (docs/features/rewards.md, "Who pays a
 * reward"): the limits of engine/rewards/rewardLimits.ts are per patient and local day. Read from
 * the cards done today and their platform credits (`TASK`, `AUTHORED_TASK`); the author's part is
 * not counted, as the platform did not create it. The caller holds the patient's metadata lock, so
 * completions of one patient read this one at a time.
 */
import type { Knex } from "knex";
import type { PaidToday } from "../../../engine/rewards";
import { localDay } from "../../../engine/shared/dates";

/** The platform's credit for a card of the platform's content, and for a card an author created. */
export const PLATFORM_CARD_REASONS = { own: "TASK", authored: "AUTHORED_TASK" } as const;

export async function rewardsPaidToday(
  trx: Knex.Transaction,
  user: { id: string; timeZone: string },
  source: string,
  now: Date,
): Promise<PaidToday> {
  const day = localDay(now, user.timeZone);
  const rows = (await trx("notifications as n")
    .join("ledgerEntries as l", function joinCredit() {
      this.on("l.reference", "=", "n.id").andOn("l.userId", "=", "n.userId");
    })
    .where("n.userId", user.id)
    .where("n.status", "DONE")
    .where("n.doneAt", ">=", trx.raw("(?::date)::timestamp at time zone ?", [day, user.timeZone]))
    .where("n.doneAt", "<", trx.raw("(?::date + 1)::timestamp at time zone ?", [day, user.timeZone]))
    .whereIn("l.reason", Object.values(PLATFORM_CARD_REASONS))
    .groupBy("n.globalnotificationId", "l.reason")
    .select("n.globalnotificationId as source", "l.reason as reason")
    .sum({ paid: "l.delta" })) as Array<{ source: string; reason: string; paid: string | number }>;
  const paid: PaidToday = { source: 0, patient: 0, authored: 0 };
  for (const row of rows) {
    const amount = Number(row.paid);
    paid.patient += amount;
    if (row.source === source) paid.source += amount;
    if (row.reason === PLATFORM_CARD_REASONS.authored) paid.authored += amount;
  }
  return paid;
}
