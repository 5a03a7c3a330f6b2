/**
 * What the moderation queue is made of: one source per kind of item that waits ("to check") for an
 * admin. Each lists its waiting items and its decided ones, and applies a decision to one of its
 * own, whatever its status (docs/features/moderation.md); a new kind is one more entry of
 * MODERATION_SOURCES (the community questions' is questionModerationSource.ts).
 */
import type { Knex } from "knex";
import type { ModerationDecision, ModerationItem, SocialEventStatus } from "../../../card-schemas";
import { isVisibleStatus, WAITING_STATUS } from "../../../engine/community";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { Language, User } from "../../platform/db/models";
import type { ModeratedRow } from "./moderatedRows";
import { presentModerated } from "./present";

/** One kind of moderated item. */
export interface ModerationSource {
  kind: ModerationItem["kind"];
  /** Its items waiting for moderation, oldest first, presented in `language`. */
  waiting(deps: AppDeps, db: Db, language: Language): Promise<ModerationItem[]>;
  /** Its latest `limit` decided items, the newest decision first. */
  decided(deps: AppDeps, db: Db, language: Language, limit: number): Promise<ModerationItem[]>;
  /**
   * Whether `id` is one of its items and, unless it already is as decided, applies `decision`
   * (locking it in `trx`); answers the item as it is now, or null when `id` is not one of its items.
   */
  decide(
    deps: AppDeps,
    trx: Knex.Transaction,
    id: string,
    decision: ModerationDecision,
    admin: User,
  ): Promise<ModerationItem | null>;
}

/** What a table source's hooks see of a decision, in its transaction. */
export interface StatusChange {
  trx: Knex.Transaction;
  row: ModeratedRow;
  status: SocialEventStatus;
  now: Date;
}

/**
 * A source over one table: `select` names its columns as ModeratedRow's; `waitingWhere` narrows it
 * to what waits (its status is "to check", unless said); `onDecided` runs in the decision's
 * transaction (a comment counts on its event while validated).
 */
export function tableSource(options: {
  kind: ModerationItem["kind"];
  table: string;
  select: (db: Db | Knex.Transaction) => Knex.QueryBuilder;
  waitingWhere?: (query: Knex.QueryBuilder, db: Db | Knex.Transaction) => Knex.QueryBuilder;
  onDecided?: (change: StatusChange) => Promise<void>;
}): ModerationSource {
  const { kind, table, select } = options;
  const present = (deps: AppDeps, db: Db | Knex.Transaction, rows: ModeratedRow[], language: Language) =>
    presentModerated(deps, db, kind, rows, language);
  return {
    kind,
    async waiting(deps, db, language) {
      const query = select(db);
      const rows = (await (
        options.waitingWhere?.(query, db) ?? query.where(`${table}.status`, WAITING_STATUS)
      ).orderBy(`${table}.createdAt`, "asc")) as ModeratedRow[];
      return present(deps, db, rows, language);
    },
    async decided(deps, db, language, limit) {
      const rows = (await select(db)
        .whereNotNull(`${table}.moderatedAt`)
        .orderBy(`${table}.moderatedAt`, "desc")
        .limit(limit)) as ModeratedRow[];
      return present(deps, db, rows, language);
    },
    async decide(deps, trx, id, decision, admin) {
      const row = (await select(trx).where(`${table}.id`, id).forUpdate(table).first()) as
        ModeratedRow | undefined;
      if (!row) return null;
      const reported = Number(row.reportCount ?? 0) > 0;
      const undo = decision.status === WAITING_STATUS;
      const unchanged = undo ? row.moderatedAt === null : row.status === decision.status && !reported;
      if (unchanged) return (await present(deps, trx, [row], admin.language))[0]!;
      const now = deps.now();
      const decided: ModeratedRow = undo
        ? { ...row, status: WAITING_STATUS, moderatedBy: null, moderationReason: null, moderatedAt: null }
        : {
            ...row,
            status: decision.status,
            moderatedBy: admin.id,
            moderationReason: decision.reason ?? null,
            moderatedAt: now,
          };
      const becomesVisible = isVisibleStatus(decided.status) && !isVisibleStatus(row.status);
      await trx(table)
        .where({ id })
        .update({
          status: decided.status,
          moderatedBy: decided.moderatedBy,
          moderationReason: decided.moderationReason,
          moderatedAt: decided.moderatedAt,
          ...(becomesVisible && { visibleAt: now }),
          ...(undo && { visibleAt: null }),
        });
      await options.onDecided?.({ trx, row, status: decided.status, now });
      return (
        await present(deps, trx, [{ ...decided, reportCount: 0, reportReasons: [] }], admin.language)
      )[0]!;
    },
  };
}

/** The columns every moderated table shares. */
export const MODERATED_COLUMNS = [
  "id",
  "userId",
  "language",
  "createdAt",
  "status",
  "moderationReason",
  "moderatedBy",
  "moderatedAt",
] as const;

/** The patients' reports of an event that no decision has answered yet. */
const pendingReports = (db: Db | Knex.Transaction) =>
  db("socialEventReports")
    .whereRaw("social_event_reports.event_id = social_events.id")
    .whereNull("socialEventReports.handledAt");

/** The sources of the moderation queue, one per kind. */
export const MODERATION_SOURCES: readonly ModerationSource[] = [
  tableSource({
    kind: "event",
    table: "socialEvents",
    select: (db) =>
      db("socialEvents").select(
        ...MODERATED_COLUMNS.map((c) => `socialEvents.${c}`),
        "socialEvents.groupName",
        db.raw("coalesce(variables->>'message', '') as text"),
        pendingReports(db).count("*").as("reportCount"),
        pendingReports(db)
          .select(
            db.raw(
              "coalesce(array_agg(social_event_reports.reason order by social_event_reports.created_at) filter (where social_event_reports.reason is not null), '{}')",
            ),
          )
          .as("reportReasons"),
      ),
    // A reported event waits again, whatever its status, until an admin decides on it.
    waitingWhere: (query, db) =>
      query.where((where) =>
        where.where("socialEvents.status", WAITING_STATUS).orWhereExists(pendingReports(db).select(1)),
      ),
    async onDecided({ trx, row, status, now }) {
      if (status !== WAITING_STATUS) {
        await trx("socialEventReports")
          .where({ eventId: row.id })
          .whereNull("handledAt")
          .update({ handledAt: now });
      }
    },
  }),
  tableSource({
    kind: "comment",
    table: "socialComments",
    select: (db) =>
      db("socialComments").select(
        ...MODERATED_COLUMNS.map((c) => `socialComments.${c}`),
        "socialComments.message as text",
        db.raw("null as group_name"),
      ),
    // commentCounter counts the validated comments (docs/features/community.md).
    async onDecided({ trx, row, status }) {
      const was = row.status === "validated";
      const is = status === "validated";
      if (was === is) return;
      const comment = await trx("socialComments").where({ id: row.id }).first("eventId");
      const event = trx("socialEvents").where({ id: comment.eventId });
      await (is ? event.increment("commentCounter", 1) : event.decrement("commentCounter", 1));
    },
  }),
];
