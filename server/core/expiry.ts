/**
 * The expiry job (server/platform/jobs): what ended moves to its expired state, each on its patient's own
 * today. Connections past their expiration date get `expired_at` (their status, EXPIRED, reads the
 * date itself: engine/sharing/connections.ts); VALIDATED author links past their end become EXPIRED
 * (engine/authors/authorSubscriptionPrices.ts); cards still NEW past their last day become EXPIRED
 * (engine/deck/cardExpiry.ts), as the deck's read also marks them, so a patient who no longer opens
 * it does not keep yesterday's cards open. Run again, it finds nothing more to do.
 */
import {
  AUTHOR_LINK_EXPIRED,
  AUTHOR_LINK_VALIDATED,
  isAuthorLinkExpired,
} from "../../engine/authors/authorSubscriptionPrices";
import { connectionStatus } from "../../engine/sharing/connections";
import { EXPIRED_CARD_STATUS } from "../../engine/deck/cardExpiry";
import { addDays, localDay } from "../../engine/shared/dates";
import type { AppDeps } from "../appDeps";
import { dayOf } from "../platform/db/dayOf";

/** Rows looked at per statement, so that a backlog never makes one long transaction. */
const BATCH = 500;

export interface ExpiryCounts {
  connections: number;
  authorLinks: number;
  cards: number;
}

/**
 * Cards still NEW whose last day is before their patient's today: one statement per time zone of
 * the patients holding such cards, each with that zone's today. A card completed meanwhile holds its
 * row lock, and the status condition is checked again after it.
 */
async function expireCards(deps: Pick<AppDeps, "db">, now: Date, latest: string): Promise<number> {
  const zones = (await deps
    .db("notifications as n")
    .join("users as u", "u.id", "n.userId")
    .where("n.status", "NEW")
    .andWhere("n.maxDate", "<", latest)
    .distinct("u.timeZone")) as { timeZone: string }[];
  let expired = 0;
  for (const { timeZone } of zones) {
    expired += await deps
      .db("notifications")
      .where("status", "NEW")
      .andWhere("maxDate", "<", localDay(now, timeZone))
      .whereIn("userId", deps.db("users").select("id").where({ timeZone }))
      .update({ status: EXPIRED_CARD_STATUS });
  }
  return expired;
}

export async function expireEnded(deps: Pick<AppDeps, "db" | "now">): Promise<ExpiryCounts> {
  const now = deps.now();
  // A day either side of UTC's covers every time zone; each patient's own today decides.
  const latest = addDays(now.toISOString().slice(0, 10), 1);
  const counts: ExpiryCounts = { connections: 0, authorLinks: 0, cards: 0 };
  for (let after = ""; ;) {
    const rows = (await deps
      .db("connections as c")
      .join("users as u", "u.id", "c.userId")
      .whereNull("c.expiredAt")
      .whereNull("c.deletedAt")
      .andWhere("c.expirationDate", "<", latest)
      .andWhere("c.id", ">", after)
      .orderBy("c.id")
      .limit(BATCH)
      .select("c.id", "c.expirationDate", "c.firstReadAt", "u.timeZone")) as {
      id: string;
      expirationDate: unknown;
      firstReadAt: unknown;
      timeZone: string;
    }[];
    const ended = rows
      .filter(
        (row) =>
          connectionStatus(
            { expirationDate: dayOf(row.expirationDate), firstReadAt: row.firstReadAt },
            localDay(now, row.timeZone),
          ) === "EXPIRED",
      )
      .map((row) => row.id);
    if (ended.length) {
      counts.connections += await deps
        .db("connections")
        .whereIn("id", ended)
        .whereNull("expiredAt")
        .update({ expiredAt: now });
    }
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
  for (let after = ""; ;) {
    const rows = (await deps
      .db("authorLinks as l")
      .join("users as u", "u.id", "l.userId")
      .where("l.status", AUTHOR_LINK_VALIDATED)
      .andWhere("l.end", "<", latest)
      .andWhere("l.id", ">", after)
      .orderBy("l.id")
      .limit(BATCH)
      .select("l.id", "l.status", "l.end", "u.timeZone")) as {
      id: string;
      status: string;
      end: unknown;
      timeZone: string;
    }[];
    const ended = rows
      .filter((row) =>
        isAuthorLinkExpired({ status: row.status, end: dayOf(row.end) }, localDay(now, row.timeZone)),
      )
      .map((row) => row.id);
    if (ended.length) {
      // Only if still VALIDATED: a renewal since the read keeps its link.
      counts.authorLinks += await deps
        .db("authorLinks")
        .whereIn("id", ended)
        .where({ status: AUTHOR_LINK_VALIDATED })
        .whereRaw('"end" < ?', [latest])
        .update({ status: AUTHOR_LINK_EXPIRED, updatedAt: now });
    }
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
  counts.cards = await expireCards(deps, now, latest);
  return counts;
}
