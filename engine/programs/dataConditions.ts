/**
 * A program's data conditions (docs/features/programs.md), to join it or to succeed in it: what the patient
 * recorded of a data value, or a questionnaire's scores, over the condition's window of days,
 * compared with its target by its operator (conditionOperators.ts).
 */
import type { ProgramConditionResult } from "../../card-schemas";
import { applyOperator, conditionWindowStart, type DataCondition } from "./conditionOperators";

/** A value recorded on a day (the patient's local day). */
export interface DayValue {
  day: string;
  value: number;
}

/** What the patient recorded of one data value or one questionnaire category, oldest first. */
export interface Recorded {
  values: readonly DayValue[];
  /** The data value's name or the questionnaire's title, in the patient's language. */
  label?: string;
  /** The data value's unit. */
  unit?: string;
  /** A questionnaire of the category, to fill in. */
  questionnaireId?: string;
}

export interface DataFacts {
  /** By data value id (SLEEP_DURATION). */
  dataValues: ReadonlyMap<string, Recorded>;
  /** By questionnaire category (formCategory). */
  questScores: ReadonlyMap<string, Recorded>;
}

export function isDataCondition(condition: { type: string }): condition is DataCondition {
  return condition.type === "dataValue" || condition.type === "questScore";
}

/** `condition` checked over its window ending on `end` (a local day, included). */
export function checkDataCondition(
  condition: DataCondition,
  facts: DataFacts,
  end: string,
): ProgramConditionResult {
  const recorded =
    condition.type === "dataValue"
      ? facts.dataValues.get(condition.dataValue)
      : facts.questScores.get(condition.formCategory);
  const start = conditionWindowStart(end, condition.days);
  const values = (recorded?.values ?? [])
    .filter((entry) => entry.day >= start && entry.day <= end)
    .map((entry) => entry.value);
  const { success, actual } = applyOperator(condition.operator, values, condition.target);
  return {
    type: condition.type,
    success,
    ...(condition.type === "dataValue"
      ? { dataValue: condition.dataValue }
      : { formCategory: condition.formCategory }),
    operator: condition.operator,
    target: condition.target,
    days: condition.days,
    windowEnd: end,
    ...(actual !== undefined ? { actual } : {}),
    ...(recorded?.label ? { label: recorded.label } : {}),
    ...(recorded?.unit ? { unit: recorded.unit } : {}),
    ...(!success && recorded?.questionnaireId ? { questionnaireId: recorded.questionnaireId } : {}),
  };
}

/** The first day any of `conditions` looks at when checked on `end`; undefined without any. */
export function earliestWindowStart(conditions: readonly DataCondition[], end: string): string | undefined {
  if (conditions.length === 0) return undefined;
  return conditionWindowStart(end, Math.max(...conditions.map((condition) => condition.days)));
}
