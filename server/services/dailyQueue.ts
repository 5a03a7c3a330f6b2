/** GET /api/patient/todo: materializes the day's cards once, then reads and presents them. */
import crypto from "node:crypto";
import { SCHEMA_VERSION } from "../../card-schemas/version";
import {
  assembleDailyQueue,
  dueActions,
  QUEUE_SUBSCRIPTION_STATUS,
  sortCards,
  type DueAction,
  type QueueSubscription,
} from "../../engine/dailyQueue";
import { localDay } from "../../engine/dates";
import type { Db } from "../db/connection";
import { Notification, type User } from "../db/models";
import { presentCard, type WireCard } from "../presenters/card";
import type { AppDeps } from "../http/route";
import { resolveCard, validatedDocument } from "./cardResolution";
import { noticeRows } from "./queueNotices";

/** At most this many cards in one deck: a patient with many programs still gets a usable screen. */
const MAX_CARDS = 100;

/** The rows of one day's due actions, ready for INSERT … ON CONFLICT DO NOTHING. */
export function notificationRows(userId: string, due: DueAction[]) {
  return due.map((action, index) => ({
    id: crypto.randomUUID(),
    patientusersId: userId,
    type: "TASK",
    date: action.date,
    maxDate: action.maxDate,
    rewards: action.rewards,
    parameters: JSON.stringify({
      uniqueId: action.uniqueId,
      taskType: action.taskType,
      taskParameters: action.params,
    }),
    globalnotificationId: action.studyId,
    routinetaskId: action.uniqueId,
    sortOrder: index,
    status: "NEW",
  }));
}

/**
 * Inserts the cards that are not there yet (the journal's, then `extra` rows such as the day's
 * notices); the unique key makes a second call a no-op.
 */
export async function materialize(
  db: Db,
  userId: string,
  due: DueAction[],
  extra: ReturnType<typeof notificationRows> = [],
): Promise<void> {
  const rows = [...notificationRows(userId, due), ...extra];
  if (rows.length === 0) return;
  await db("notifications")
    .insert(rows)
    .onConflict(["patientusersId", "globalnotificationId", "routinetaskId", "date"])
    .ignore();
}

/** A stored card, as the deck reads it. */
export type StoredCard = Pick<
  Notification,
  "id" | "type" | "date" | "maxDate" | "rewards" | "globalnotificationId" | "parameters" | "sortOrder"
>;

interface PatientDay {
  luckyOutchi: number;
  amount: number;
  subscriptions: QueueSubscription[];
  cards: StoredCard[];
}

/**
 * Wheel counter, balance, live subscriptions and the day's open cards in one round trip: the deck
 * is the most read screen, and once its day is dealt this is the only query it costs.
 */
async function readPatientDay(db: Db, userId: string, date: string): Promise<PatientDay> {
  const result = await db.raw<{ rows: Array<Record<string, unknown>> }>(
    `select
       (select lucky_outchi from user_metadata where patientusers_id = :userId) as "luckyOutchi",
       (select amount from bank_accounts where patientusers_id = :userId) as "amount",
       (select coalesce(json_agg(json_build_object('studyId', study_id, 'startDate', start_date, 'status', status)), '[]')
          from study_subscriptions where patientusers_id = :userId and status = :status) as "subscriptions",
       (select coalesce(json_agg(json_build_object(
            'id', n.id, 'type', n.type, 'date', n.date, 'maxDate', n.max_date, 'rewards', n.rewards,
            'globalnotificationId', n.globalnotification_id, 'parameters', n.parameters, 'sortOrder', n.sort_order)
            order by n.date, n.sort_order, n.id), '[]')
          from (select * from notifications
                 where patientusers_id = :userId and status = 'NEW' and date <= :date and max_date >= :date
                 order by date, sort_order, id limit :limit) n) as "cards"`,
    { userId, status: QUEUE_SUBSCRIPTION_STATUS, date, limit: MAX_CARDS },
  );
  const row = result.rows[0] ?? {};
  return {
    luckyOutchi: Number(row.luckyOutchi ?? 0),
    amount: Number(row.amount ?? 0),
    subscriptions: (row.subscriptions ?? []) as QueueSubscription[],
    cards: (row.cards ?? []) as StoredCard[],
  };
}

export interface DailyQueueRequest {
  /** The day asked for; the patient's local today when absent. */
  date?: string;
  /** The schema version the renderer speaks (X-Schema-Version). */
  clientVersion?: number;
}

export async function buildDailyQueue(deps: AppDeps, user: User, request: DailyQueueRequest) {
  const catalog = await deps.catalog.get();
  const today = localDay(deps.now(), user.timeZone);
  const date = request.date ?? today;
  let day = await readPatientDay(deps.db, user.id, date);
  // Only days that have begun for the patient deal cards; a later day is read, not dealt.
  if (date <= today && !deps.dealtDays.has(catalog, user.id, date, day.subscriptions)) {
    const due = dueActions({ subscriptions: day.subscriptions, programs: catalog.programs, date });
    // Notices (lost streak, new study…) are dealt on the patient's today only, with the journal.
    const notices =
      date === today ? await noticeRows(deps.db, deps.config.contentDir, catalog, user, date) : [];
    if (due.length > 0 || notices.length > 0) {
      await materialize(deps.db, user.id, due, notices);
      day = await readPatientDay(deps.db, user.id, date);
    }
    deps.dealtDays.add(catalog, user.id, date, day.subscriptions);
  }
  const clientVersion = request.clientVersion ?? SCHEMA_VERSION;
  const cards: WireCard[] = [];
  for (const row of sortCards(day.cards.map((card) => ({ ...card, order: card.sortOrder })))) {
    const resolved = resolveCard(presentCard(row, catalog, user.language), clientVersion);
    if (resolved) cards.push(resolved);
  }
  return validatedDocument(
    assembleDailyQueue({
      locale: user.language,
      date,
      luckyOutchi: day.luckyOutchi,
      bank: { amount: day.amount },
      cards,
    }),
  );
}
