/**
 * An admin's decision on one item of the moderation queue (docs/features/moderation.md): validated or
 * refused, kept with its reason and the admin, by the source the item belongs to.
 */
import type { ModerationDecision, ModerationItem } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { AlreadyModerated, NotFound } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { QUEUE_SOURCES } from "./queueSources";

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
  return runUseCase(deps.db, {
    // Each source locks and decides its own item in `write`, trying them in turn.
    load: async () => undefined,
    write: async (trx) => {
      for (const source of QUEUE_SOURCES) {
        const result = await source.decide(deps, trx, id, decision, admin);
        if (!result) continue;
        if (!result.decided && result.item.status !== decision.status) throw new AlreadyModerated();
        return result.item;
      }
      throw new NotFound("Nothing to moderate with this id");
    },
  });
}
