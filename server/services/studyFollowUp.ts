/**
 * GET /api/patient/study/{id}/followUpAnalytics and POST /api/patient/study/validate/{subId}: a
 * patient's follow-up of one study, and finalising it (seed 001 §4 "End of study", seed 002 §4).
 */
import {
  followUpOf,
  isStudySuccess,
  isValidatable,
  VALIDATED_STATUS,
  victoryBonus,
  type VictoryConditions,
} from "../../engine/studyFollowUp";
import { inTransaction } from "../db/transaction";
import type { User } from "../db/models";
import type { FollowUpAnalytics, StudyValidation } from "../../card-schemas";
import { Conflict, NotFound } from "../errors";
import type { AppDeps } from "../appDeps";
import { credit } from "./ledger";

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
      .where({ patientusersId: user.id, globalnotificationId: studyId })
      .select("status", "rewards"),
    deps.db("studySubscriptions").where({ studyId }).count<{ count: string | number }[]>({ count: "*" }),
    deps.db("studySubscriptions").where({ patientusersId: user.id, studyId }).first("id", "status"),
  ]);
  const { rewards, completion } = followUpOf(cards);
  return {
    rewards,
    completion,
    participantsCount: Number(participants[0]?.count ?? 0),
    success: isStudySuccess(completion, program.victoryConditions as VictoryConditions | null),
    subscriptionId: subscription?.id ?? null,
    status: subscription?.status ?? null,
  };
}

/**
 * Finalises one of the patient's subscriptions: WAITING_FOR_VALIDATION or INPROGRESS becomes DONE
 * and finishedOnce; a successful study pays its victory bonus once (the ledger key is the
 * subscription's, so finishing the study again pays nothing more).
 */
export async function validateStudy(
  deps: AppDeps,
  user: User,
  subscriptionId: string,
): Promise<StudyValidation> {
  const catalog = await deps.catalog.get();
  return inTransaction(deps.db, async (trx) => {
    const subscription = await trx("studySubscriptions")
      .where({ id: subscriptionId, patientusersId: user.id })
      .forUpdate()
      .first("id", "studyId", "status");
    if (!subscription) throw new NotFound("No such subscription");
    if (!isValidatable(subscription.status)) {
      throw new Conflict("NOT_VALIDATABLE", `A ${subscription.status} program cannot be validated`);
    }
    const cards = await trx("notifications")
      .where({ patientusersId: user.id, globalnotificationId: subscription.studyId })
      .select("status", "rewards");
    const { completion } = followUpOf(cards);
    const conditions = catalog.programs.get(subscription.studyId)
      ?.victoryConditions as VictoryConditions | null;
    const bonus = victoryBonus(completion, conditions);
    await trx("studySubscriptions")
      .where({ id: subscription.id })
      .update({ status: VALIDATED_STATUS, finishedOnce: true, updatedAt: deps.now() });
    let rewards = 0;
    if (bonus > 0) {
      const { applied } = await credit(trx, {
        userId: user.id,
        delta: bonus,
        reason: "STUDY_VICTORY",
        reference: subscription.studyId,
        idempotencyKey: `STUDY_VICTORY:${subscription.id}`,
      });
      if (applied) rewards = bonus;
    }
    return { rewards, success: isStudySuccess(completion, conditions), status: VALIDATED_STATUS };
  });
}
