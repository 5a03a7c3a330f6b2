/**
 * What the moderation queue is made of: one source per kind of item that waits ("to check") for an
 * admin. Each lists its waiting items and applies a decision to one of its own; a new kind is one
 * more entry of MODERATION_SOURCES (the community questions' is questionModerationSource.ts).
 */
import type { Knex } from "knex";
import type { ModerationDecision, ModerationItem } from "../../../card-schemas";
import { WAITING_STATUS } from "../../../engine/community";
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
  /**
   * Whether `id` is one of its items and, when it waits, applies `decision` (locking it in `trx`);
   * answers the item as it is now, or null when `id` is not one of its items.
   */
  decide(
    deps: AppDeps,
    trx: Knex.Transaction,
    id: string,
    decision: ModerationDecision,
    admin: User,
  ): Promise<{ item: ModerationItem; decided: boolean } | null>;
}

/**
 * A source over one table: `select` names its columns as ModeratedRow's, `onValidated` runs in the
 * decision's transaction when an item is validated (a comment counts on its event).
 */
export function tableSource(options: {
  kind: ModerationItem["kind"];
  table: string;
  select: (db: Db | Knex.Transaction) => Knex.QueryBuilder;
  onValidated?: (trx: Knex.Transaction, row: ModeratedRow) => Promise<void>;
}): ModerationSource {
  const { kind, table, select } = options;
  return {
    kind,
    async waiting(deps, db, language) {
      const rows = (await select(db)
        .where(`${table}.status`, WAITING_STATUS)
        .orderBy(`${table}.createdAt`, "asc")) as ModeratedRow[];
      return presentModerated(deps, db, kind, rows, language);
    },
    async decide(deps, trx, id, decision, admin) {
      const row = (await select(trx).where(`${table}.id`, id).forUpdate().first()) as
        ModeratedRow | undefined;
      if (!row) return null;
      if (row.status !== WAITING_STATUS) {
        return { item: (await presentModerated(deps, trx, kind, [row], admin.language))[0]!, decided: false };
      }
      const now = deps.now();
      await trx(table)
        .where({ id })
        .update({
          status: decision.status,
          moderatedBy: admin.id,
          moderationReason: decision.reason ?? null,
          moderatedAt: now,
          ...(decision.status === "validated" && { visibleAt: now }),
        });
      const decided = {
        ...row,
        status: decision.status,
        moderatedBy: admin.id,
        moderationReason: decision.reason ?? null,
      };
      if (decision.status === "validated") await options.onValidated?.(trx, decided);
      return {
        item: (await presentModerated(deps, trx, kind, [decided], admin.language))[0]!,
        decided: true,
      };
    },
  };
}

const MODERATED_COLUMNS = [
  "id",
  "userId",
  "language",
  "createdAt",
  "status",
  "moderationReason",
  "moderatedBy",
];

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
      ),
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
    async onValidated(trx, row) {
      const comment = await trx("socialComments").where({ id: row.id }).first("eventId");
      await trx("socialEvents").where({ id: comment.eventId }).increment("commentCounter", 1);
    },
  }),
];
