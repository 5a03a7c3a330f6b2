/**
 * How the moderation queue's items become API answers (docs/features/moderation.md): each with its writer's
 * social profile, in the admin's language, and the email of the admin who decided it.
 */
import type { Knex } from "knex";
import type { ModerationItem } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import { readTogether } from "../../platform/db/readTogether";
import type { Language } from "../../platform/db/models";
import { authorOf, socialAuthors } from "../community";
import { groupTitles } from "./groupTitles";
import type { ModeratedRow } from "./moderatedRows";

async function moderatorEmails(
  db: Db | Knex.Transaction,
  rows: ModeratedRow[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.moderatedBy ? [row.moderatedBy] : [])))];
  if (ids.length === 0) return new Map();
  const admins: Array<{ id: string; email: string }> = await db("users")
    .whereIn("id", ids)
    .select("id", "email");
  return new Map(admins.map((admin) => [admin.id, admin.email]));
}

/** `rows` as moderation items of `kind`, their writers' profiles in `language`. */
export async function presentModerated(
  deps: AppDeps,
  db: Db | Knex.Transaction,
  kind: ModerationItem["kind"],
  rows: ModeratedRow[],
  language: Language,
): Promise<ModerationItem[]> {
  const [authors, moderators, titles] = await readTogether(db, [
    () =>
      socialAuthors(
        deps,
        db,
        rows.map((row) => row.userId),
        language,
      ),
    () => moderatorEmails(db, rows),
    () =>
      groupTitles(
        deps,
        db,
        rows.map((row) => row.groupName),
        language,
      ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    kind,
    text: row.text,
    groupName: row.groupName,
    groupTitle: row.groupName ? (titles.get(row.groupName) ?? null) : null,
    language: row.language,
    datetime: new Date(row.createdAt).toISOString(),
    status: row.status,
    author: authorOf(authors, row.userId),
    reason: row.moderationReason,
    moderatedBy: row.moderatedBy,
    moderator: row.moderatedBy ? (moderators.get(row.moderatedBy) ?? null) : null,
    moderatedAt: row.moderatedAt ? new Date(row.moderatedAt).toISOString() : null,
    options: row.options ?? [],
    question: row.question ?? null,
    reports: { count: Number(row.reportCount ?? 0), reasons: row.reportReasons ?? [] },
  }));
}
