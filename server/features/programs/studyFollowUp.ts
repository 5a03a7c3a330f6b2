/**
 * GET /api/patient/study/{id}/followUpAnalytics and POST /api/patient/study/validate/{subId}: a
 * patient's follow-up of one study, and finalising it (docs/features/programs.md).
 */
import type { Knex } from "knex";
import { checkDataCondition } from "../../../engine/programs/dataConditions";
import { localDay } from "../../../engine/shared/dates";
import {
  followUpOf,
  isStudySuccess,
  isValidatable,
  VALIDATED_STATUS,
  victoryBonus,
  victoryDataConditions,
  victoryWindowEnd,
  type VictoryConditions,
} from "../../../engine/programs/studyFollowUp";
import type { Db } from "../../platform/db/connection";
import { inTransaction } from "../../platform/db/transaction";
import type { User } from "../../platform/db/models";
import type { FollowUpAnalytics, ProgramConditionResult, StudyValidation } from "../../../card-schemas";
import { Conflict, NotFound } from "../../core/errors";
import type { AppDeps } from "../../appDeps";
import type { CatalogProgram } from "../../core/programCatalog";
import { credit } from "../../core/ledger";
import { dataConditionFacts } from "./dataConditionFacts";

/**
 * The data conditions of the program's victoryConditions for a subscription that started on
 * `startDate`, over windows ending on the program's last day (today while it runs).
 */
async function victoryDataResults(
  db: Db | Knex.Transaction,
  user: User,
  program: CatalogProgram | undefined,
  startDate: string,
  now: Date,
): Promise<ProgramConditionResult[]> {
  const conditions = victoryDataConditions(program?.victoryConditions as VictoryConditions | null);
  if (!program || conditions.length === 0) return [];
  const end = victoryWindowEnd(startDate, program.studyDuration, localDay(now, user.timeZone));
  const facts = await dataConditionFacts(db, user, conditions, end);
  return conditions.map((condition) => checkDataCondition(condition, facts, end));
}

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
    deps
      .db("studySubscriptions")
      .where({ patientusersId: user.id, studyId })
      .first("id", "status", "startDate"),
  ]);
  const { rewards, completion } = followUpOf(cards);
  const victoryConditions = subscription
    ? await victoryDataResults(deps.db, user, program, subscription.startDate, deps.now())
    : [];
  return {
    rewards,
    completion,
    participantsCount: Number(participants[0]?.count ?? 0),
    // A patient who has not joined has not succeeded, whatever the program asks.
    success:
      subscription !== undefined &&
      isStudySuccess(completion, program.victoryConditions as VictoryConditions | null, victoryConditions),
    victoryConditions,
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
      .first("id", "studyId", "status", "startDate");
    if (!subscription) throw new NotFound("No such subscription");
    if (!isValidatable(subscription.status)) {
      throw new Conflict("NOT_VALIDATABLE", `A ${subscription.status} program cannot be validated`);
    }
    const cards = await trx("notifications")
      .where({ patientusersId: user.id, globalnotificationId: subscription.studyId })
      .select("status", "rewards");
    const { completion } = followUpOf(cards);
    const program = catalog.programs.get(subscription.studyId);
    const conditions = program?.victoryConditions as VictoryConditions | null;
    const dataResults = await victoryDataResults(trx, user, program, subscription.startDate, deps.now());
    const bonus = victoryBonus(completion, conditions, dataResults);
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
    return {
      rewards,
      success: isStudySuccess(completion, conditions, dataResults),
      status: VALIDATED_STATUS,
    };
  });
}
