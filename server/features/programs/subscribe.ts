/**
 * POST /api/patient/study/subscribe/{studyId}: a patient joins a program, once its subscription
 * conditions pass and their program limits leave room (docs/features/programs.md); today's cards are dealt.
 */
import type { SubscribeAnswer } from "../../../card-schemas";
import { dueActions, QUEUE_SUBSCRIPTION_STATUS } from "../../../engine/deck";
import { canAddProgram, REJOINABLE_STATUS } from "../../../engine/programs/programLimits";
import {
  allConditionsMet,
  checkConditions,
  joiningCost,
} from "../../../engine/programs/subscriptionConditions";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import { StudySubscription, type User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { debit } from "../../core/ledger";
import { latestVersionOf, pinnedIn } from "../../core/programCatalog";
import { runUseCase } from "../../core/useCase";
import { notificationRows } from "../deck";
import { conditionFacts } from "./conditionFacts";
import { conditionsOf, liveProgram } from "./liveProgram";
import { limitsOf } from "./programLimits";

export async function subscribe(deps: AppDeps, user: User, studyId: string): Promise<SubscribeAnswer> {
  const catalog = await deps.catalog.get();
  const program = liveProgram(catalog, user, studyId);
  const now = deps.now();
  const today = localDay(now, user.timeZone);
  const id = StudySubscription.idFor(user.id, studyId);
  // Pinned to the version live today: the author's later publications do not change this deck.
  const version = latestVersionOf(catalog, studyId) ?? 1;
  const conditions = conditionsOf(program);
  const fresh = {
    userId: user.id,
    studyId,
    startDate: today,
    status: QUEUE_SUBSCRIPTION_STATUS,
    counter: 0,
    version,
    offeredVersion: null,
  };

  return runUseCase(deps.db, {
    // Each refusal is thrown as soon as what it needs is read, before the reads that come after it.
    load: async (trx) => {
      // One join at a time per patient: the limits and the cost are checked against settled counts.
      await trx("users").where({ id: user.id }).forUpdate().first("id");
      const existing = await trx("studySubscriptions").where({ id }).first("status");
      if (existing && existing.status !== REJOINABLE_STATUS) {
        throw new Conflict("ALREADY_SUBSCRIBED", "You already follow this program");
      }
      const limits = await limitsOf(trx, catalog, user, now);
      if (!canAddProgram(limits, program.category)) {
        throw new Conflict("TOO_MUCH_PROGRAMS", "You follow as many programs as your plan allows");
      }
      const facts = await conditionFacts(trx, user, conditions, now);
      return { existing, facts };
    },
    decide: ({ facts }) => {
      const results = checkConditions(conditions, facts);
      if (!allConditionsMet(results)) {
        throw new Conflict(
          "MISSING_SUBSCRIPTION_CONDITIONS",
          "Some conditions of this program are not met yet",
          results,
        );
      }
      return {
        cost: joiningCost(conditions),
        due: dueActions({
          subscriptions: [{ studyId, startDate: today, status: QUEUE_SUBSCRIPTION_STATUS, version }],
          programs: catalog.programs,
          pinned: pinnedIn(catalog),
          date: today,
        }),
      };
    },
    write: async (trx, { cost, due }, { existing }) => {
      if (existing) {
        await trx("studySubscriptions")
          .where({ id })
          .update({ ...fresh, updatedAt: now });
      } else {
        await trx("studySubscriptions").insert({ id, ...fresh });
      }
      if (cost > 0) {
        // One debit per join: a rejoin after DONE (another day) pays again, a retry never.
        await debit(trx, {
          userId: user.id,
          delta: cost,
          reason: "PROGRAM_COST",
          reference: studyId,
          idempotencyKey: `PROGRAM_COST:${id}:${today}`,
        });
      }
      if (due.length > 0) {
        await trx("notifications")
          .insert(notificationRows(user.id, due))
          .onConflict(["userId", "globalnotificationId", "routinetaskId", "date"])
          .ignore();
      }
      const tasks = await trx("notifications")
        .where({ userId: user.id, globalnotificationId: studyId, date: today })
        .orderBy("sortOrder")
        .select("date", "status", "id");
      return { tasks };
    },
  });
}
