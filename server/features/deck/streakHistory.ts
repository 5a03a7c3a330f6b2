/**
 * The patient's past days as the streak counts them (engine/deck/streak.ts): the lost-streak notice
 * (queueNotices) and the LOST_SERIE power (lostStreakRestore) read them through this one query, so they
 * cannot disagree on which cards count.
 */
import { STREAK_CARD_TYPES, type DayRecord } from "../../../engine/deck/streak";
import type { Db } from "../../platform/db/connection";

const streakCardTypeList = STREAK_CARD_TYPES.map((type) => `'${type}'`).join(", ");

/**
 * The days from :historySince to before :date of patient :userId, as a JSON array of DayRecord
 * (days without a task left out): one SQL expression, for a query that reads more beside it.
 */
export const STREAK_HISTORY_SQL = `(select coalesce(json_agg(json_build_object('date', d.date, 'dealt', d.dealt, 'done', d.done)), '[]')
   from (select date, count(*)::int as dealt, count(*) filter (where status = 'DONE')::int as done
           from notifications
          where user_id = :userId and date >= :historySince and date < :date
            and type in (${streakCardTypeList})
          group by date) d)`;

/** The patient's days from `since` to before `until`, as the streak counts them. */
export async function readStreakHistory(
  db: Db,
  userId: string,
  since: string,
  until: string,
): Promise<DayRecord[]> {
  const result = await db.raw<{ rows: Array<{ history: DayRecord[] }> }>(
    `select ${STREAK_HISTORY_SQL} as "history"`,
    { userId, historySince: since, date: until },
  );
  return result.rows[0]?.history ?? [];
}
