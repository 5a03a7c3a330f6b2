/**
 * A patient reports a community event to the moderators (docs/features/moderation.md): it waits in
 * the moderation queue again, marked as reported with the reasons, until an admin decides on it. A
 * patient reports an event once: a second report changes nothing.
 */
import type { SocialEventReport } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { socialPolicy } from "./policy";
import { findVisibleEvent } from "./visibleSocialEvent";

/** 409 OWN_EVENT: a patient does not report what they wrote (they may delete it). */
class OwnEvent extends Conflict {
  constructor() {
    super("OWN_EVENT", "You cannot report your own message: you may delete it");
  }
}

/** Reports the visible event `id` (404 otherwise) for `reason`, once per patient. */
export async function reportEvent(
  deps: AppDeps,
  user: User,
  id: string,
  body: SocialEventReport,
): Promise<Record<string, never>> {
  const reason = body.reason?.trim() || null;
  return runUseCase(deps.db, {
    load: (trx) => findVisibleEvent(trx, id),
    decide: (event) => {
      if (!socialPolicy.mayReport(user, event)) throw new OwnEvent();
    },
    write: async (trx) => {
      await trx("socialEventReports")
        .insert({ eventId: id, userId: user.id, reason, createdAt: deps.now() })
        .onConflict(["eventId", "userId"])
        .ignore();
      return {};
    },
  });
}
