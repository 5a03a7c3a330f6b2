/** The moderation queue (docs/features/moderation.md): what waits from every source, for an admin. */
import type { ModerationQueue } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { QUEUE_SOURCES } from "./queueSources";

/** Everything waiting, oldest first. */
export async function moderationQueue(deps: AppDeps, admin: User): Promise<ModerationQueue> {
  const lists = await Promise.all(
    QUEUE_SOURCES.map((source) => source.waiting(deps, deps.db, admin.language)),
  );
  const items = lists.flat().sort((a, b) => a.datetime.localeCompare(b.datetime));
  return { items };
}
