import type { CorrelationView } from "../../../../card-schemas";
import { AllTexts } from "../../../app/i18n/AllTexts";
import { useIntl, useT } from "../../../app/i18n/useT";
import { CorrelationBar } from "./CorrelationBar";
import { CorrelationBasis } from "./CorrelationBasis";

/**
 * One correlation as the patient reads it (docs/features/analysis.md): the pair, its lag, N and window, the
 * 10-segment bar, the value and the confidence as a percent, and which way they go. The N, window
 * and lag texts are of a later catalog area.
 */
export function CorrelationItem({ correlation }: { correlation: CorrelationView }) {
  const t = useT();
  const intl = useIntl();
  return (
    <>
      <p className="task__body">
        {t("task.correlation.pair", {
          symptom: correlation.symptomName,
          dataValue: correlation.dataValueName,
        })}
      </p>
      <AllTexts wait>
        <CorrelationBasis correlation={correlation} />
      </AllTexts>
      <CorrelationBar correlation={correlation.correlation} />
      <p className="correlation__figures">
        <span>
          {t("task.correlation.value", {
            value: intl.formatNumber(correlation.correlation, {
              maximumFractionDigits: 2,
              signDisplay: "exceptZero",
            }),
          })}
        </span>
        <span data-testid="correlation-confidence">
          {t("task.correlation.confidence", {
            percent: intl.formatNumber(correlation.confidenceScore, {
              style: "percent",
              maximumFractionDigits: 0,
            }),
          })}
        </span>
      </p>
      <p className="task__caption">
        {correlation.correlation > 0 ? t("task.correlation.together") : t("task.correlation.opposite")}
      </p>
    </>
  );
}
