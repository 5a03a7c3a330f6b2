/** GET /api/patient/todo: materializes the day's cards once, then reads and presents them. */
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import {
  assembleDailyQueue,
  dueActions,
  QUEUE_SUBSCRIPTION_STATUS,
  sortCards,
  type DueAction,
  type QueueSubscription,
} from "../../../engine/deck/dailyQueue";
import { EXPIRED_CARD_STATUS } from "../../../engine/deck/cardExpiry";
import { localDay } from "../../../engine/shared/dates";
import type { Db } from "../../platform/db/connection";
import { preparedStatement, runPrepared } from "../../platform/db/preparedStatement";
import type { StoredCard, User } from "../../platform/db/models";
import { validateDocument } from "../../../card-schemas/validators";
import type { AppDeps } from "../../appDeps";
import type { CardText } from "./presentedCards";
import type { DailyQueue } from "../../../card-schemas";
import { JsonText } from "../../platform/http/jsonText";
import { pinnedIn, type CatalogData } from "../../core/programCatalog";
import { DAY_NOTICE_INPUTS_SQL, type DayNoticeInputs } from "./dayNoticeInputs";
import { noticeRows } from "./queueNotices";
import { notificationRows } from "./notificationRows";

/**
 * At most this many cards in one deck: a patient with many programs still gets a usable screen.
 * Within the document schema's `maxItems`, which buildDailyQueue relies on (a test checks it).
 */
export const MAX_CARDS = 100;

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
    .onConflict(["userId", "globalnotificationId", "routinetaskId", "date"])
    .ignore();
}

/**
 * Marks EXPIRED the patient's cards still NEW whose last day is before their `today`
 * (engine/deck/cardExpiry.ts). One statement, safe to run again and from any process: a card
 * completed meanwhile holds its row lock, and the status condition is checked again after it.
 */
async function expireCards(db: Db, userId: string, today: string): Promise<void> {
  await db("notifications")
    .where({ userId, status: "NEW" })
    .andWhere("maxDate", "<", today)
    .update({ status: EXPIRED_CARD_STATUS });
}

/**
 * What the deck needs to know of an open card before its text: which, where it goes, and its stored
 * fields when they were read with it.
 */
interface OpenCard {
  id: string;
  date: string;
  order: number;
  stored?: StoredCard;
}

/** Each field of a StoredCard and the notifications column it is read from. */
const STORED_CARD_FIELDS: Record<keyof StoredCard, string> = {
  id: "id",
  type: "type",
  date: "date",
  maxDate: "max_date",
  rewards: "rewards",
  globalnotificationId: "globalnotification_id",
  parameters: "parameters",
  sortOrder: "sort_order",
};

/** The notifications columns of a StoredCard. */
const STORED_CARD_COLUMNS = Object.values(STORED_CARD_FIELDS).join(", ");

/** A notifications row `n` as a StoredCard, in SQL. */
const STORED_CARD_JSON = `json_build_object(${Object.entries(STORED_CARD_FIELDS)
  .map(([field, column]) => `'${field}', n.${column}`)
  .join(", ")})`;

/**
 * The query of readPatientDay, with the cards as (id, day, order) or with their stored fields.
 * `columns`: the notifications columns `card` reads, the only ones the day's rows carry through
 * their sort: with every column (`*`), sorting the day's 20 rows and building their list took the
 * query from 0.16 to 0.25 ms (EXPLAIN ANALYZE on the bench's day). Prepared: planning its seven
 * subqueries on every read was three quarters of the database's CPU for a read (470 µs, against
 * 120 µs prepared). Its JSON comes as text: a read that finds the row it answered last time
 * does not parse it (DeckAnswers).
 */
const patientDayQuery = (statement: string, card: string, columns: string) =>
  preparedStatement(
    statement,
    `select
       (select lucky_outchi from user_metadata where user_id = :userId) as "luckyOutchi",
       (select amount from bank_accounts where user_id = :userId) as "amount",
       (select coalesce(json_agg(json_build_object('studyId', study_id, 'startDate', start_date, 'status', status, 'version', version)), '[]')
          from study_subscriptions where user_id = :userId and status = :status)::text as "subscriptions",
       ${DAY_NOTICE_INPUTS_SQL}::text as "noticeInputs",
       (select coalesce(json_agg(${card} order by n.date, n.sort_order, n.id), '[]')
          from (select ${columns} from notifications
                 where user_id = :userId and status = 'NEW' and date <= :date
                   and max_date >= cast(greatest(:date, :today) as date)
                 order by date, sort_order, id limit :limit) n)::text as "cards"`,
  );
const PATIENT_DAY = patientDayQuery(
  "deck_patient_day",
  "json_build_array(n.id, n.date, n.sort_order)",
  "id, date, sort_order",
);
const PATIENT_DAY_WITH_FIELDS = patientDayQuery(
  "deck_patient_day_fields",
  STORED_CARD_JSON,
  STORED_CARD_COLUMNS,
);

/** A read's row: its numbers as the driver gives them, its JSON as text. */
interface PatientDayRow {
  luckyOutchi?: unknown;
  amount?: unknown;
  subscriptions?: string;
  noticeInputs?: string;
  cards?: string;
}

interface PatientDay {
  luckyOutchi: number;
  amount: number;
  subscriptions: QueueSubscription[];
  noticeInputs: DayNoticeInputs;
  cards: OpenCard[];
}

/**
 * Wheel counter, balance, live subscriptions, the notice inputs that can change during the day and
 * the day's open cards in one round trip: the deck is the most read screen, and once its day is
 * dealt and its cards presented this is the only query it costs. Cards come as (id, day, order)
 * only, unless `withFields` (cards just dealt, which nobody has presented yet); the fields of cards
 * not yet presented are read by readStoredCards.
 */
async function readPatientDay(
  db: Db,
  userId: string,
  date: string,
  today: string,
  withFields = false,
): Promise<PatientDayRow> {
  const rows = await runPrepared<PatientDayRow>(db, withFields ? PATIENT_DAY_WITH_FIELDS : PATIENT_DAY, {
    userId,
    status: QUEUE_SUBSCRIPTION_STATUS,
    date,
    today,
    limit: MAX_CARDS,
  });
  return rows[0] ?? {};
}

/** Everything a read's row says, as one text: equal texts, equal days. */
const dayText = (row: PatientDayRow, today: string) =>
  [today, row.luckyOutchi, row.amount, row.subscriptions, row.noticeInputs, row.cards].join("\n");

function parsePatientDay(row: PatientDayRow): PatientDay {
  const cards = JSON.parse(row.cards ?? "[]") as Array<[string, string, number] | StoredCard>;
  return {
    luckyOutchi: Number(row.luckyOutchi ?? 0),
    amount: Number(row.amount ?? 0),
    subscriptions: JSON.parse(row.subscriptions ?? "[]") as QueueSubscription[],
    noticeInputs: JSON.parse(row.noticeInputs ?? "null") as DayNoticeInputs,
    cards: cards.map((card) =>
      Array.isArray(card)
        ? { id: card[0], date: card[1], order: card[2] }
        : { id: card.id, date: card.date, order: card.sortOrder, stored: card },
    ),
  };
}

/** The stored fields of some cards of a patient, in one query. */
async function readStoredCards(db: Db, userId: string, ids: string[]): Promise<StoredCard[]> {
  const result = await db.raw<{ rows: Array<{ cards: StoredCard[] }> }>(
    `select coalesce(json_agg(${STORED_CARD_JSON}), '[]') as "cards"
       from notifications n where user_id = :userId and id = any(:ids::text[])`,
    { userId, ids },
  );
  return result.rows[0]?.cards ?? [];
}

export interface DailyQueueRequest {
  /** The day asked for; the patient's local today when absent. */
  date?: string;
  /** The schema version the renderer speaks (X-Schema-Version). */
  clientVersion?: number;
}

/**
 * The day's open cards, materialized first when the day has begun and this process has not dealt
 * it from the same inputs (subscriptions and notice inputs: a goal set since deals again); `dealt`
 * when it did, and read the day again after.
 */
async function dealtDay(
  deps: AppDeps,
  catalog: CatalogData,
  user: User,
  date: string,
  today: string,
  day: PatientDay,
): Promise<{ day: PatientDay; dealt: boolean }> {
  // Only days that have begun for the patient deal cards; a later day is read, not dealt.
  if (date > today || deps.dealtDays.has(catalog, user.id, date, day)) return { day, dealt: false };
  const due = dueActions({
    subscriptions: day.subscriptions,
    programs: catalog.programs,
    pinned: pinnedIn(catalog),
    date,
  });
  // Notices (lost streak, new study…) are dealt on the patient's today only, with the journal.
  const notices =
    date === today
      ? await noticeRows(deps.db, deps.config.contentDir, catalog, user, date, day.noticeInputs)
      : [];
  await materialize(deps.db, user.id, due, notices);
  await expireCards(deps.db, user.id, today);
  // Remembered with the inputs it was dealt from: any that changed since deal again on the next read.
  deps.dealtDays.add(catalog, user.id, date, day);
  if (due.length === 0 && notices.length === 0) return { day, dealt: true };
  return { day: parsePatientDay(await readPatientDay(deps.db, user.id, date, today, true)), dealt: true };
}

/**
 * The `dailyQueue` document as JSON text: the one this process answered last from the same row
 * (DeckAnswers), else assembled. Each card's text comes from PresentedCards (presented, resolved
 * and validated once); the rest of the document is validated on each assembly, so the whole
 * always satisfies the document schema.
 */
export async function buildDailyQueue(
  deps: AppDeps,
  user: User,
  request: DailyQueueRequest,
): Promise<JsonText<DailyQueue>> {
  const catalog = await deps.catalog.get();
  const today = localDay(deps.now(), user.timeZone);
  const date = request.date ?? today;
  const clientVersion = request.clientVersion ?? SCHEMA_VERSION;
  const language = user.language;
  const row = await readPatientDay(deps.db, user.id, date, today);
  const reader = `${user.id}|${date}|${language}|${clientVersion}`;
  const text = dayText(row, today);
  const kept = deps.deckAnswers.get(catalog, reader, text);
  if (kept !== undefined) return kept;
  const { day, dealt } = await dealtDay(deps, catalog, user, date, today, parsePatientDay(row));

  const texts = new Map<string, CardText>();
  const missing: string[] = [];
  for (const { id, stored } of day.cards) {
    const text = deps.presentedCards.lookup(catalog, id, language, clientVersion);
    if (text !== undefined) texts.set(id, text);
    else if (stored) texts.set(id, deps.presentedCards.present(catalog, stored, language, clientVersion));
    else missing.push(id);
  }
  if (missing.length > 0) {
    for (const card of await readStoredCards(deps.db, user.id, missing)) {
      texts.set(card.id, deps.presentedCards.present(catalog, card, language, clientVersion));
    }
  }
  const cards: string[] = [];
  for (const { id } of sortCards(day.cards)) {
    const text = texts.get(id);
    if (text) cards.push(text);
  }
  const head = assembleDailyQueue({
    locale: language,
    date,
    luckyOutchi: day.luckyOutchi,
    bank: { amount: day.amount },
    cards: [],
  });
  const check = validateDocument(head);
  if (!check.ok) throw new Error(`invalid ${JSON.stringify(check.errors)} in an assembled document`);
  // `cards` is the document's last member: its (empty) array is closed with the cards inside.
  const answer = new JsonText<DailyQueue>(
    `${JSON.stringify(head).slice(0, -"[]}".length)}[${cards.join(",")}]}`,
  );
  // A deck this read dealt was built from the day read after dealing, not from `row`: not kept.
  if (!dealt) deps.deckAnswers.keep(catalog, reader, text, answer);
  return answer;
}
