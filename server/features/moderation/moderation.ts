/**
 * The moderation queue (docs/features/moderation.md): what waits from every source of moderationSources.ts, and an
 * admin's decision on one item, kept with its reason and the admin.
 */
import type { ModerationDecision, ModerationItem, ModerationQueue } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { AlreadyModerated, NotFound } from "../../core/errors";
import { MODERATION_SOURCES, type ModerationSource } from "./moderationSources";
import { questionModerationSource } from "./questionModerationSource";
import { ratingModerationSource } from "./ratingModerationSource";

/** Every source of the queue: events, comments, the community questions, the ratings' comments. */
export const QUEUE_SOURCES: readonly ModerationSource[] = [
  ...MODERATION_SOURCES,
  questionModerationSource,
  ratingModerationSource,
];

/** Everything waiting, oldest first. */
export async function moderationQueue(deps: AppDeps, admin: User): Promise<ModerationQueue> {
  const lists = await Promise.all(
    QUEUE_SOURCES.map((source) => source.waiting(deps, deps.db, admin.language)),
  );
  const items = lists.flat().sort((a, b) => a.datetime.localeCompare(b.datetime));
  return { items };
}

/**
 * Validates or refuses the waiting item `id`; the same decision again answers the item as it is
 * (a retried request changes nothing), another one is 409 ALREADY_MODERATED; 404 for no such item.
 */
export async function moderate(
  deps: AppDeps,
  admin: User,
  id: string,
  decision: ModerationDecision,
): Promise<ModerationItem> {
  return inTransaction(deps.db, async (trx) => {
    for (const source of QUEUE_SOURCES) {
      const result = await source.decide(deps, trx, id, decision, admin);
      if (!result) continue;
      if (!result.decided && result.item.status !== decision.status) throw new AlreadyModerated();
      return result.item;
    }
    throw new NotFound("Nothing to moderate with this id");
  });
}
