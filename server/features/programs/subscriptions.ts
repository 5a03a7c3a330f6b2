/**
 * POST /api/patient/study/subscribe/{studyId}: joining a program, once its subscription conditions
 * pass and the patient's program limits leave room (docs/features/programs.md). Also the conditions as
 * the patient stands (GET …/conditions), the consent a program asks for, and the limits the
 * programs page shows.
 */
import type { Knex } from "knex";
import type {
  ProgramConsentAnswer,
  ProgramLimitsView,
  SubscribeAnswer,
  SubscriptionConditionsAnswer,
} from "../../../card-schemas";
import { dueActions, QUEUE_SUBSCRIPTION_STATUS } from "../../../engine/deck";
import { localDay } from "../../../engine/shared/dates";
import { AUTHOR_LINK_VALIDATED } from "../../../engine/authors";
import {
  canAddProgram,
  countPrograms,
  programLimits,
  REJOINABLE_STATUS,
} from "../../../engine/programs/programLimits";
import {
  allConditionsMet,
  checkConditions,
  joiningCost,
  questSince,
  type ConditionFacts,
  type SubscriptionCondition,
} from "../../../engine/programs/subscriptionConditions";
import { isDataCondition } from "../../../engine/programs/dataConditions";
import { inTransaction } from "../../platform/db/transaction";
import type { Db } from "../../platform/db/connection";
import { StudySubscription, type User } from "../../platform/db/models";
import { Conflict, NotFound } from "../../core/errors";
import type { AppDeps } from "../../appDeps";
import { notificationRows } from "../deck";
import { isAvailable } from "../../../engine/programs/programAvailability";
import { latestVersionOf, pinnedIn, type CatalogData, type CatalogProgram } from "../../core/programCatalog";
import { debit } from "../../core/ledger";
import { dataConditionFacts } from "./dataConditionFacts";

type Reader = Db | Knex.Transaction;

function conditionsOf(program: CatalogProgram): SubscriptionCondition[] {
  // Stored from a content file (or a published version) that the program schema checked.
  return (program.subscriptionConditions ?? []) as SubscriptionCondition[];
}

function liveProgram(catalog: CatalogData, user: User, studyId: string): CatalogProgram {
  const program = catalog.programs.get(studyId);
  if (!program || !isAvailable(program, user.language)) throw new NotFound("No such program");
  return program;
}

/** Authors the patient has a paid link to that is valid today (docs/features/programs.md). */
async function paidAuthors(db: Reader, userId: string, today: string): Promise<string[]> {
  const rows: Array<{ autorId: string }> = await db("authorLinks")
    .where({ patientusersId: userId, status: AUTHOR_LINK_VALIDATED, payed: true })
    .andWhere("end", ">=", today)
    .select("autorId");
  return rows.map((row) => row.autorId);
}

/** What the conditions of `conditions` need to know about the patient. */
async function conditionFacts(
  db: Reader,
  user: User,
  conditions: readonly SubscriptionCondition[],
  now: Date,
): Promise<ConditionFacts> {
  const today = localDay(now, user.timeZone);
  const categories = [...new Set(conditions.flatMap((c) => (c.type === "quest" ? [c.formCategory] : [])))];
  const [consents, records, authors, account, questionnaires, data] = await Promise.all([
    db("consents").where({ patientusersId: user.id }).select("consentId") as Promise<
      Array<{ consentId: string }>
    >,
    categories.length === 0
      ? []
      : (db("questionnaireRecords")
          .where({ patientusersId: user.id })
          .whereIn("formCategory", categories)
          .andWhere("datetime", ">=", questSince(now))
          .select("formCategory", "score") as Promise<
          Array<{ formCategory: string; score: number | string }>
        >),
    paidAuthors(db, user.id, today),
    db("bankAccounts").where({ patientusersId: user.id }).first("amount"),
    categories.length === 0
      ? []
      : (db("questionnaires").whereIn("type", categories).orderBy("id").select("id", "type") as Promise<
          Array<{ id: string; type: string }>
        >),
    // Data conditions look at the days up to the one the patient joins.
    dataConditionFacts(db, user, conditions.filter(isDataCondition), today),
  ]);
  const scores = new Map<string, number[]>();
  for (const record of records) {
    scores.set(record.formCategory, [...(scores.get(record.formCategory) ?? []), Number(record.score)]);
  }
  const questionnaireOf = new Map<string, string>();
  for (const questionnaire of questionnaires) {
    if (!questionnaireOf.has(questionnaire.type)) questionnaireOf.set(questionnaire.type, questionnaire.id);
  }
  return {
    ...data,
    today,
    consents: new Set(consents.map((row) => row.consentId)),
    scores,
    paidAuthors: new Set(authors),
    balance: Number(account?.amount ?? 0),
    questionnaireOf,
  };
}

/** The patient's programs against their limits (docs/features/programs.md). */
async function limitsOf(db: Reader, catalog: CatalogData, user: User, now: Date): Promise<ProgramLimitsView> {
  const [subscriptions, authors] = await Promise.all([
    db("studySubscriptions").where({ patientusersId: user.id }).select("studyId", "status") as Promise<
      Array<{ studyId: string; status: string }>
    >,
    paidAuthors(db, user.id, localDay(now, user.timeZone)),
  ]);
  const counts = countPrograms(
    subscriptions.map((s) => ({ status: s.status, category: catalog.programs.get(s.studyId)?.category })),
  );
  return programLimits(counts, authors.length);
}

export async function programLimitsFor(deps: AppDeps, user: User): Promise<ProgramLimitsView> {
  const catalog = await deps.catalog.get();
  return limitsOf(deps.db, catalog, user, deps.now());
}

export async function subscriptionConditions(
  deps: AppDeps,
  user: User,
  studyId: string,
): Promise<SubscriptionConditionsAnswer> {
  const catalog = await deps.catalog.get();
  const conditions = conditionsOf(liveProgram(catalog, user, studyId));
  const items = checkConditions(conditions, await conditionFacts(deps.db, user, conditions, deps.now()));
  return { items, met: allConditionsMet(items) };
}

/**
 * Gives a consent that the program's conditions name (409 CONSENT_NOT_ASKED for any other, so
 * this path cannot record arbitrary consents). Giving it again changes nothing.
 */
export async function giveProgramConsent(
  deps: AppDeps,
  user: User,
  studyId: string,
  consent: string,
): Promise<ProgramConsentAnswer> {
  const catalog = await deps.catalog.get();
  const asked = conditionsOf(liveProgram(catalog, user, studyId)).some(
    (c) => c.type === "consent" && c.consent === consent,
  );
  if (!asked) throw new Conflict("CONSENT_NOT_ASKED", "This program does not ask for that consent");
  await deps
    .db("consents")
    .insert({ id: `${user.id}_${consent}`, patientusersId: user.id, consentId: consent })
    .onConflict(["patientusersId", "consentId"])
    .ignore();
  return { consent, given: true };
}

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
    patientusersId: user.id,
    studyId,
    startDate: today,
    status: QUEUE_SUBSCRIPTION_STATUS,
    counter: 0,
    version,
    offeredVersion: null,
  };

  return inTransaction(deps.db, async (trx) => {
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
    const results = checkConditions(conditions, await conditionFacts(trx, user, conditions, now));
    if (!allConditionsMet(results)) {
      throw new Conflict(
        "MISSING_SUBSCRIPTION_CONDITIONS",
        "Some conditions of this program are not met yet",
        results,
      );
    }
    if (existing) {
      await trx("studySubscriptions")
        .where({ id })
        .update({ ...fresh, updatedAt: now });
    } else {
      await trx("studySubscriptions").insert({ id, ...fresh });
    }
    const cost = joiningCost(conditions);
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
    const due = dueActions({
      subscriptions: [{ studyId, startDate: today, status: QUEUE_SUBSCRIPTION_STATUS, version }],
      programs: catalog.programs,
      pinned: pinnedIn(catalog),
      date: today,
    });
    if (due.length > 0) {
      await trx("notifications")
        .insert(notificationRows(user.id, due))
        .onConflict(["patientusersId", "globalnotificationId", "routinetaskId", "date"])
        .ignore();
    }
    const tasks = await trx("notifications")
      .where({ patientusersId: user.id, globalnotificationId: studyId, date: today })
      .orderBy("sortOrder")
      .select("date", "status", "id");
    return { tasks };
  });
}
