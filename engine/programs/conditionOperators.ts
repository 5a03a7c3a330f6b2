/**
 * docs/features/programs.md: how a program's data condition compares what the patient
 * recorded over a window of days with its target.
 * - EQUAL, GREATER, LESS, GREATER_EQUAL, LESS_EQUAL, NOT_EQUAL: the latest value of the window.
 * - AVERAGE_MORE, AVERAGE_LESS: the mean of the window's values.
 * - TOTAL_MORE, TOTAL_LESS: their sum.
 * MORE means at least the target (≥) and LESS at most (≤): "an average of 7 hours or more".
 * A window without any value meets no condition, TOTAL_LESS included: recording nothing is not
 * proof of a low total. Measures are rounded to 6 decimals, as stored values are
 * (dataValueScale.ts), so that 0.1 + 0.2 equals 0.3.
 */
import type { ProgramContent } from "../../card-schemas";
import { addDays } from "../shared/dates";

type SubscriptionCondition = ProgramContent["subscriptionConditions"][number];
/** A condition on what the patient records: a data value or a questionnaire's score. */
export type DataCondition = Extract<SubscriptionCondition, { type: "dataValue" | "questScore" }>;
export type ConditionOperator = DataCondition["operator"];

export const CONDITION_OPERATORS = [
  "EQUAL",
  "GREATER",
  "LESS",
  "GREATER_EQUAL",
  "LESS_EQUAL",
  "NOT_EQUAL",
  "AVERAGE_MORE",
  "AVERAGE_LESS",
  "TOTAL_LESS",
  "TOTAL_MORE",
] as const satisfies readonly ConditionOperator[];

/** A data condition looks at most a year back, 7 days unless its author says otherwise. */
export const CONDITION_WINDOW_MAX_DAYS = 365;
export const CONDITION_WINDOW_DEFAULT_DAYS = 7;

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export type ConditionMeasureKind = "latest" | "average" | "total";

/** Which measure of the window `operator` compares: its latest value, their mean or their sum. */
export function measureKindOf(operator: ConditionOperator): ConditionMeasureKind {
  if (operator === "AVERAGE_MORE" || operator === "AVERAGE_LESS") return "average";
  if (operator === "TOTAL_MORE" || operator === "TOTAL_LESS") return "total";
  return "latest";
}

/** What `operator` compares with the target, from the window's values oldest first; undefined without any. */
export function conditionMeasure(operator: ConditionOperator, values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const total = values.reduce((sum, value) => sum + value, 0);
  switch (measureKindOf(operator)) {
    case "average":
      return round(total / values.length);
    case "total":
      return round(total);
    case "latest":
      return round(values[values.length - 1]!);
  }
}

/** Whether `measure` meets `target` under `operator`. */
export function compareMeasure(operator: ConditionOperator, measure: number, target: number): boolean {
  switch (operator) {
    case "EQUAL":
      return measure === target;
    case "NOT_EQUAL":
      return measure !== target;
    case "GREATER":
      return measure > target;
    case "LESS":
      return measure < target;
    case "GREATER_EQUAL":
    case "AVERAGE_MORE":
    case "TOTAL_MORE":
      return measure >= target;
    case "LESS_EQUAL":
    case "AVERAGE_LESS":
    case "TOTAL_LESS":
      return measure <= target;
  }
}

/** The operator applied to the window's values (oldest first): met or not, and the measure when there is one. */
export function applyOperator(
  operator: ConditionOperator,
  values: readonly number[],
  target: number,
): { success: boolean; actual?: number } {
  const actual = conditionMeasure(operator, values);
  if (actual === undefined) return { success: false };
  return { success: compareMeasure(operator, actual, target), actual };
}

/** The first day of a window of `days` days ending on `end` (both included). */
export function conditionWindowStart(end: string, days: number): string {
  return addDays(end, -(days - 1));
}
