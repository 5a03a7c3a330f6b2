/** The moderation history (docs/features/moderation.md): the latest decisions of every source, for an admin. */
import type { ModerationHistory } from "../../../card-schemas";
import { MODERATION_HISTORY_SIZE } from "../../../engine/community";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { QUEUE_SOURCES } from "./queueSources";

/** The latest MODERATION_HISTORY_SIZE decided items, the newest decision first. */
export async function moderationHistory(deps: AppDeps, admin: User): Promise<ModerationHistory> {
  const lists = await Promise.all(
    QUEUE_SOURCES.map((source) => source.decided(deps, deps.db, admin.language, MODERATION_HISTORY_SIZE)),
  );
  const items = lists
    .flat()
    .sort((a, b) => (b.moderatedAt ?? "").localeCompare(a.moderatedAt ?? ""))
    .slice(0, MODERATION_HISTORY_SIZE);
  return { items };
}
