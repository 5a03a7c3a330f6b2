/**
 * How many of a patient's cards are left on their today (docs/features/reminders.md): the open cards
 * the deck has dealt, and the program cards due today that it has not dealt yet (it deals them when
 * the patient opens it).
 */
import { dueActions, QUEUE_SUBSCRIPTION_STATUS } from "../../../engine/deck";
import { cardsLeft } from "../../../engine/reminders/dailyReminder";
import { pinnedIn, type CatalogData } from "../../core/programCatalog";
import type { Db } from "../../platform/db/connection";

const cardKey = (studyId: string, uniqueId: string) => `${studyId}\u0000${uniqueId}`;

export async function cardsLeftToday(
  db: Db,
  catalog: CatalogData,
  userId: string,
  today: string,
): Promise<number> {
  const result = await db.raw<{
    rows: Array<{
      open: number;
      dealt: Array<[string, string]>;
      subscriptions: Array<{ studyId: string; startDate: string; status: string; version: number | null }>;
    }>;
  }>(
    `select
       (select count(*)::int from notifications
         where user_id = :userId and status = 'NEW' and date <= :today and max_date >= :today) as "open",
       (select coalesce(json_agg(json_build_array(globalnotification_id, routinetask_id)), '[]')
          from notifications where user_id = :userId and date = :today) as "dealt",
       (select coalesce(json_agg(json_build_object('studyId', study_id, 'startDate', start_date, 'status', status, 'version', version)), '[]')
          from study_subscriptions where user_id = :userId and status = :status) as "subscriptions"`,
    { userId, today, status: QUEUE_SUBSCRIPTION_STATUS },
  );
  const row = result.rows[0]!;
  const due = dueActions({
    subscriptions: row.subscriptions.map((s) => ({ ...s, version: s.version ?? undefined })),
    programs: catalog.programs,
    pinned: pinnedIn(catalog),
    date: today,
  });
  return cardsLeft({
    open: row.open,
    dealtKeys: new Set(row.dealt.map(([studyId, uniqueId]) => cardKey(studyId, uniqueId))),
    dueKeys: due.map((action) => cardKey(action.studyId, action.uniqueId)),
  });
}
