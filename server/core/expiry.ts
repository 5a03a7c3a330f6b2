/**
 * The expiry job (server/platform/jobs): what ended moves to its expired state, each on its patient's own
 * today. Connections past their expiration date get `expired_at` (their status, EXPIRED, reads the
 * date itself: engine/sharing/connections.ts); VALIDATED author links past their end become EXPIRED
 * (engine/authors/authorSubscriptionPrices.ts). Run again, it finds nothing more to do.
 */
import {
  AUTHOR_LINK_EXPIRED,
  AUTHOR_LINK_VALIDATED,
  isAuthorLinkExpired,
} from "../../engine/authors/authorSubscriptionPrices";
import { connectionStatus } from "../../engine/sharing/connections";
import { addDays, localDay } from "../../engine/shared/dates";
import type { AppDeps } from "../appDeps";
import { dayOf } from "../platform/db/dayOf";

/** Rows looked at per statement, so that a backlog never makes one long transaction. */
const BATCH = 500;

export interface ExpiryCounts {
  connections: number;
  authorLinks: number;
}

export async function expireEnded(deps: Pick<AppDeps, "db" | "now">): Promise<ExpiryCounts> {
  const now = deps.now();
  // A day either side of UTC's covers every time zone; each patient's own today decides.
  const latest = addDays(now.toISOString().slice(0, 10), 1);
  const counts: ExpiryCounts = { connections: 0, authorLinks: 0 };
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
  return counts;
}
