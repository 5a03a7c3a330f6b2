/**
 * A patient accepts the version of a program offered to them (docs/features/programs.md): the days
 * not yet dealt then come from the new version.
 */
import type { AppDeps } from "../../appDeps";
import { StudySubscription, type User } from "../../platform/db/models";
import { Conflict, NotFound } from "../../core/errors";
import { runUseCase } from "../../core/useCase";

/** PUT /api/patient/study/:studyId/version: the patient moves to the version offered to them, only that one. */
export async function acceptVersion(deps: AppDeps, user: User, studyId: string, version: number) {
  const id = StudySubscription.idFor(user.id, studyId);
  return runUseCase(deps.db, {
    load: async (trx) => {
      const subscription = (await trx("studySubscriptions")
        .where({ id })
        .forUpdate()
        .first("offeredVersion")) as { offeredVersion: number | null } | undefined;
      if (!subscription) throw new NotFound("You do not follow this program");
      return subscription;
    },
    decide: (subscription) => {
      if (subscription.offeredVersion !== version) {
        throw new Conflict("VERSION_NOT_OFFERED", "This version was not offered to you");
      }
    },
    write: async (trx) => {
      await trx("studySubscriptions")
        .where({ id })
        .update({ version, offeredVersion: null, updatedAt: trx.fn.now() });
      return { version };
    },
  });
}
