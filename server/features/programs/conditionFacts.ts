/**
 * What a program's subscription conditions (docs/features/programs.md) need to know about a patient:
 * consents, questionnaire scores, paid author links, balance and data values.
 */
import type { Knex } from "knex";
import { isDataCondition } from "../../../engine/programs/dataConditions";
import {
  questSince,
  type ConditionFacts,
  type SubscriptionCondition,
} from "../../../engine/programs/subscriptionConditions";
import { localDay } from "../../../engine/shared/dates";
import type { Db } from "../../platform/db/connection";
import { readTogether } from "../../platform/db/readTogether";
import type { User } from "../../platform/db/models";
import { dataConditionFacts } from "./dataConditionFacts";
import { paidAuthors } from "./paidAuthors";

/** What the conditions of `conditions` need to know about the patient. */
export async function conditionFacts(
  db: Db | Knex.Transaction,
  user: User,
  conditions: readonly SubscriptionCondition[],
  now: Date,
): Promise<ConditionFacts> {
  const today = localDay(now, user.timeZone);
  const categories = [...new Set(conditions.flatMap((c) => (c.type === "quest" ? [c.formCategory] : [])))];
  const [consents, records, authors, account, questionnaires, data] = await readTogether(db, [
    () =>
      db("consents").where({ userId: user.id }).select("consentId") as Promise<Array<{ consentId: string }>>,
    () =>
      categories.length === 0
        ? []
        : (db("questionnaireRecords")
            .where({ userId: user.id })
            .whereIn("formCategory", categories)
            .andWhere("datetime", ">=", questSince(now))
            .select("formCategory", "score") as Promise<
            Array<{ formCategory: string; score: number | string }>
          >),
    () => paidAuthors(db, user.id, today),
    () => db("bankAccounts").where({ userId: user.id }).first("amount"),
    () =>
      categories.length === 0
        ? []
        : (db("questionnaires").whereIn("type", categories).orderBy("id").select("id", "type") as Promise<
            Array<{ id: string; type: string }>
          >),
    // Data conditions look at the days up to the one the patient joins.
    () => dataConditionFacts(db, user, conditions.filter(isDataCondition), today),
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
