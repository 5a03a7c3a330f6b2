/**
 * The inputs of the notice rule (engine/deck/queueNotices.ts) that the patient can change during a day:
 * the personal goals in progress (a goal set brings today's GOAL_DEFAULT), the answer to the
 * notification prompt (NOTIFICATION_CARD) and the validated author links (AUTOR_MESSAGE of an
 * author just subscribed to). The deck reads them with every day it reads, in the same query, and
 * they are part of the dealt-days memo's key (DealtDays): when one changes, in whichever server
 * process, the next read deals again and only the missing notice is inserted.
 */
import type { NotificationPermissionAnswer } from "../../../engine/deck/queueNotices";

export interface DayNoticeInputs {
  permission: NotificationPermissionAnswer | null;
  goalsInProgress: number;
  /** Authors of the patient's validated links, sorted. */
  linkedAuthorIds: string[];
}

/** The DayNoticeInputs of patient :userId on :date, as one SQL expression (a JSON object). */
export const DAY_NOTICE_INPUTS_SQL = `json_build_object(
  'permission', (select json_build_object('value', notification_permission, 'date', notification_permission_date)
     from user_metadata where user_id = :userId and notification_permission is not null),
  'goalsInProgress', (select count(*)::int from personal_goals
     where user_id = :userId and status = 'INPROGRESS' and start <= :date and "end" > :date),
  'linkedAuthorIds', (select coalesce(json_agg(author_id order by author_id), '[]') from author_links
     where user_id = :userId and status = 'VALIDATED' and "end" >= :date))`;
