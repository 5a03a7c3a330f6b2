/**
 * A patient deletes their own comment (docs/features/community.md); a validated one leaves its event's
 * commentCounter, and another's answers 404.
 */
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { socialPolicy } from "./policy";

/** Deletes the writer's own comment (a validated one leaves the event's counter); 404 for another's. */
export async function deleteComment(deps: AppDeps, user: User, id: string): Promise<Record<string, never>> {
  return runUseCase(deps.db, {
    load: async (trx) => {
      const comment = await trx("socialComments")
        .where({ id })
        .forUpdate()
        .first("userId", "eventId", "status");
      if (!comment) throw new NotFound();
      return comment as { userId: string; eventId: string; status: string };
    },
    authorize: (comment) => socialPolicy.wrote(user, comment),
    write: async (trx, _decision, comment) => {
      await trx("socialComments").where({ id }).delete();
      if (comment.status === "validated") {
        await trx("socialEvents").where({ id: comment.eventId }).decrement("commentCounter", 1);
      }
      return {};
    },
  });
}
