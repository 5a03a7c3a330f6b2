/**
 * How a patient stands on the data conditions of a program's victory (docs/features/programs.md), read for
 * the follow-up and for the validation of a study.
 */
import type { Knex } from "knex";
import type { ProgramConditionResult } from "../../../card-schemas";
import { checkDataCondition } from "../../../engine/programs/dataConditions";
import {
  victoryDataConditions,
  victoryWindowEnd,
  type VictoryConditions,
} from "../../../engine/programs/studyFollowUp";
import { localDay } from "../../../engine/shared/dates";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import type { CatalogProgram } from "../../core/programCatalog";
import { dataConditionFacts } from "./dataConditionFacts";

/**
 * The data conditions of the program's victoryConditions for a subscription that started on
 * `startDate`, over windows ending on the program's last day (today while it runs).
 */
export async function victoryDataResults(
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
