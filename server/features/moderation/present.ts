/**
 * How the moderation queue's items become API answers (docs/features/moderation.md): each with its writer's
 * social profile, in the admin's language.
 */
import type { Knex } from "knex";
import type { ModerationItem } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { Language } from "../../platform/db/models";
import { authorOf, socialAuthors } from "../community";
import type { ModeratedRow } from "./moderatedRows";

/** `rows` as moderation items of `kind`, their writers' profiles in `language`. */
export async function presentModerated(
  deps: AppDeps,
  db: Db | Knex.Transaction,
  kind: ModerationItem["kind"],
  rows: ModeratedRow[],
  language: Language,
): Promise<ModerationItem[]> {
  const authors = await socialAuthors(
    deps,
    db,
    rows.map((row) => row.userId),
    language,
  );
  return rows.map((row) => ({
    id: row.id,
    kind,
    text: row.text,
    groupName: row.groupName,
    language: row.language,
    datetime: new Date(row.createdAt).toISOString(),
    status: row.status,
    author: authorOf(authors, row.userId),
    reason: row.moderationReason,
    moderatedBy: row.moderatedBy,
  }));
}
