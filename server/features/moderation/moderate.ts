/**
 * An admin's decision on one item of the moderation queue (docs/features/moderation.md): validated,
 * refused or undone (back to waiting), kept with its reason and the admin, by the source the item
 * belongs to. It applies to any item, a published one included: refusing it takes it down.
 */
import type { ModerationDecision, ModerationItem } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { QUEUE_SOURCES } from "./queueSources";

/**
 * Applies `decision` to the item `id`, whatever its status; an item already as decided (and not
 * reported since) is answered as it is, so a retried request changes nothing; 404 for no such item.
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
        const item = await source.decide(deps, trx, id, decision, admin);
        if (item) return item;
      }
      throw new NotFound("Nothing to moderate with this id");
    },
  });
}
