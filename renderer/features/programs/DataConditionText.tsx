import type { ProgramConditionResult } from "../../../card-schemas";
import {
  measureKindOf,
  type ConditionMeasureKind,
  type ConditionOperator,
} from "../../../engine/programs/conditionOperators";
import type { MessageId } from "../../app/i18n/locales";
import { useIntl, useT } from "../../app/i18n/useT";

const MEASURES = {
  latest: "dataConditions.measure.latest",
  average: "dataConditions.measure.average",
  total: "dataConditions.measure.total",
} as const satisfies Record<ConditionMeasureKind, MessageId>;

const COMPARISONS = {
  EQUAL: "dataConditions.compare.EQUAL",
  GREATER: "dataConditions.compare.GREATER",
  LESS: "dataConditions.compare.LESS",
  GREATER_EQUAL: "dataConditions.compare.GREATER_EQUAL",
  LESS_EQUAL: "dataConditions.compare.LESS_EQUAL",
  NOT_EQUAL: "dataConditions.compare.NOT_EQUAL",
  AVERAGE_MORE: "dataConditions.compare.AVERAGE_MORE",
  AVERAGE_LESS: "dataConditions.compare.AVERAGE_LESS",
  TOTAL_MORE: "dataConditions.compare.TOTAL_MORE",
  TOTAL_LESS: "dataConditions.compare.TOTAL_LESS",
} as const satisfies Record<ConditionOperator, MessageId>;

/**
 * A data condition's result (docs/features/programs.md) in words: what is measured over which window, the target
 * and what the patient recorded so far ("Sleep duration, average over the last 7 days: 7 h or
 * more. So far: 6.5 h.").
 */
export function DataConditionText({ result }: { result: ProgramConditionResult }) {
  const t = useT();
  const intl = useIntl();
  const { operator, target, days } = result;
  // Every dataValue and questScore result names them (dataConditions.ts).
  if (operator === undefined || target === undefined || days === undefined) return null;
  const amount = (n: number) => {
    const number = intl.formatNumber(n, { maximumFractionDigits: 2 });
    return result.unit ? `${number} ${result.unit}` : number;
  };
  const label = result.label ?? result.dataValue ?? result.formCategory ?? "";
  const measure = t(MEASURES[measureKindOf(operator)], { label, days });
  return (
    <>
      {t(COMPARISONS[operator], { measure, target: amount(target) })}{" "}
      <span className="muted" data-testid="condition-actual">
        {result.actual === undefined
          ? t("dataConditions.nothingYet")
          : t("dataConditions.actual", { value: amount(result.actual) })}
      </span>
    </>
  );
}
