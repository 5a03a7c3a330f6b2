/**
 * POST /api/patient/study/validate/{subId}: a patient finalises one of their studies once its
 * duration has run (docs/features/programs.md), and a successful one pays its victory bonus once:
 * the platform up to its limit, the program's author the rest (docs/features/rewards.md).
 */
import type { StudyValidation } from "../../../card-schemas";
import { validationRefusal } from "../../../engine/programs/studyEnd";
import {
  followUpOf,
  isStudySuccess,
  VALIDATED_STATUS,
  victoryBonus,
  type VictoryConditions,
} from "../../../engine/programs/studyFollowUp";
import { splitVictoryBonus } from "../../../engine/rewards";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict, NotFound } from "../../core/errors";
import { lockFunding, payPromisedReward, programSource } from "../../core/promisedRewards";
import { runUseCase } from "../../core/useCase";
import { subscriptionToday } from "./subscriptionStatus";
import { victoryDataResults } from "./victoryDataResults";

/**
 * Finalises one of the patient's subscriptions: once its program is over (WAITING_FOR_VALIDATION)
 * it becomes DONE and finishedOnce; a successful study pays its victory bonus once (the ledger key
 * is the subscription's, so finishing the study again pays nothing more). A running program answers
 * 409 PROGRAM_NOT_OVER, anything else 409 NOT_VALIDATABLE, and nothing changes.
 */
export async function validateStudy(
  deps: AppDeps,
  user: User,
  subscriptionId: string,
): Promise<StudyValidation> {
  const catalog = await deps.catalog.get();
  const now = deps.now();
  return runUseCase(deps.db, {
    load: async (trx) => {
      const subscription = await trx("studySubscriptions")
        .where({ id: subscriptionId, userId: user.id })
        .forUpdate()
        .first("id", "studyId", "status", "startDate", "version");
      if (!subscription) throw new NotFound("No such subscription");
      // Refused before the cards are read, as nothing more is needed to refuse.
      const { status, lastDay } = subscriptionToday(catalog, subscription, user, now);
      const refusal = validationRefusal(status);
      if (refusal === "PROGRAM_NOT_OVER") {
        throw new Conflict(refusal, `The program runs until ${lastDay}: it can be validated from that day`);
      }
      if (refusal) throw new Conflict(refusal, `A ${status} program cannot be validated`);
      const cards = await trx("notifications")
        .where({ userId: user.id, globalnotificationId: subscription.studyId })
        .select("status", "rewards");
      const program = catalog.programs.get(subscription.studyId);
      const dataResults = await victoryDataResults(trx, user, program, subscription.startDate, now);
      const source = await programSource(trx, subscription.studyId);
      const authorBalance = await lockFunding(trx, user.id, source);
      return { subscription, cards, program, dataResults, source, authorBalance };
    },
    decide: ({ cards, program, dataResults, authorBalance }) => {
      const { completion } = followUpOf(cards);
      const conditions = program?.victoryConditions as VictoryConditions | null;
      return {
        bonus: splitVictoryBonus(victoryBonus(completion, conditions, dataResults), authorBalance),
        success: isStudySuccess(completion, conditions, dataResults),
      };
    },
    write: async (trx, { bonus, success }, { subscription, source }) => {
      await trx("studySubscriptions")
        .where({ id: subscription.id })
        .update({ status: VALIDATED_STATUS, finishedOnce: true, updatedAt: now });
      const rewards = await payPromisedReward(trx, {
        userId: user.id,
        split: bonus,
        source,
        reason: "STUDY_VICTORY",
        reference: subscription.studyId,
        key: `STUDY_VICTORY:${subscription.id}`,
      });
      return { rewards, success, status: VALIDATED_STATUS };
    },
  });
}
