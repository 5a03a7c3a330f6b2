/**
 * GET /api/patient/study/{id}/followUpAnalytics: a patient's follow-up of one study
 * (docs/features/programs.md): rewards won, completion, participants and success. The status is
 * the one of the patient's today, and the program is never a success before it is over.
 */
import type { FollowUpAnalytics } from "../../../card-schemas";
import { OVER_STATUS } from "../../../engine/programs/studyEnd";
import { followUpOf, isStudySuccess, type VictoryConditions } from "../../../engine/programs/studyFollowUp";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { subscriptionToday } from "./subscriptionStatus";
import { victoryDataResults } from "./victoryDataResults";

export async function followUpAnalytics(
  deps: AppDeps,
  user: User,
  studyId: string,
): Promise<FollowUpAnalytics> {
  const catalog = await deps.catalog.get();
  const program = catalog.programs.get(studyId);
  if (!program) throw new NotFound("No such program");
  const [cards, participants, subscription] = await Promise.all([
    deps
      .db("notifications")
      .where({ userId: user.id, globalnotificationId: studyId })
      .select("status", "rewards"),
    deps.db("studySubscriptions").where({ studyId }).count<{ count: string | number }[]>({ count: "*" }),
    deps
      .db("studySubscriptions")
      .where({ userId: user.id, studyId })
      .first("id", "studyId", "status", "startDate", "version"),
  ]);
  const { rewards, completion } = followUpOf(cards);
  const today = subscription ? subscriptionToday(catalog, subscription, user, deps.now()) : undefined;
  const victoryConditions = subscription
    ? await victoryDataResults(deps.db, user, program, subscription.startDate, deps.now())
    : [];
  return {
    rewards,
    completion,
    participantsCount: Number(participants[0]?.count ?? 0),
    // A patient who has not joined has not succeeded, nor one whose program runs, whatever it asks:
    // success is said of a program that is over, waiting for validation or validated.
    success:
      (today?.status === OVER_STATUS || today?.status === "DONE") &&
      isStudySuccess(completion, program.victoryConditions as VictoryConditions | null, victoryConditions),
    victoryConditions,
    subscriptionId: subscription?.id ?? null,
    status: today?.status ?? null,
    lastDay: today?.lastDay ?? null,
  };
}
