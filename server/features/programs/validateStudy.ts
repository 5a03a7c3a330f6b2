/**
 * POST /api/patient/study/validate/{subId}: a patient finalises one of their studies
 * (docs/features/programs.md), and a successful one pays its victory bonus once.
 */
import type { StudyValidation } from "../../../card-schemas";
import {
  followUpOf,
  isStudySuccess,
  isValidatable,
  VALIDATED_STATUS,
  victoryBonus,
  type VictoryConditions,
} from "../../../engine/programs/studyFollowUp";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict, NotFound } from "../../core/errors";
import { credit } from "../../core/ledger";
import { runUseCase } from "../../core/useCase";
import { victoryDataResults } from "./victoryDataResults";

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
  return runUseCase(deps.db, {
    load: async (trx) => {
      const subscription = await trx("studySubscriptions")
        .where({ id: subscriptionId, userId: user.id })
        .forUpdate()
        .first("id", "studyId", "status", "startDate");
      if (!subscription) throw new NotFound("No such subscription");
      // Refused before the cards are read, as nothing more is needed to refuse.
      if (!isValidatable(subscription.status)) {
        throw new Conflict("NOT_VALIDATABLE", `A ${subscription.status} program cannot be validated`);
      }
      const cards = await trx("notifications")
        .where({ userId: user.id, globalnotificationId: subscription.studyId })
        .select("status", "rewards");
      const program = catalog.programs.get(subscription.studyId);
      const dataResults = await victoryDataResults(trx, user, program, subscription.startDate, deps.now());
      return { subscription, cards, program, dataResults };
    },
    decide: ({ cards, program, dataResults }) => {
      const { completion } = followUpOf(cards);
      const conditions = program?.victoryConditions as VictoryConditions | null;
      return {
        bonus: victoryBonus(completion, conditions, dataResults),
        success: isStudySuccess(completion, conditions, dataResults),
      };
    },
    write: async (trx, { bonus, success }, { subscription }) => {
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
      return { rewards, success, status: VALIDATED_STATUS };
    },
  });
}
