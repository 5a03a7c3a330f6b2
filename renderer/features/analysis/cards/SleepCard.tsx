import { useMemo } from "react";
import type { AnalysisSleepCard } from "../../../../card-schemas";
import { ANALYSIS_CHART_HEIGHT } from "../analysisSizes";
import { DayChart } from "../../../ui/charts/DayChart";
import { isDrawable } from "../../../ui/charts/daySeries";
import { useIntl, useT } from "../../../app/i18n/useT";
import { AnalysisCardFrame } from "../AnalysisCardFrame";

/**
 * ANALYSIS_SLEEP: bedtime, sleep time, wake-up and get-up by night on the sleep axis (docs/features/analysis.md:
 * minutes, offset 1440 after midnight), written as times; the mean time awake in bed below.
 */
export function SleepCard({ card }: { card: AnalysisSleepCard }) {
  const t = useT();
  const intl = useIntl();
  const series = useMemo(
    () => card.series.map((one) => ({ name: t(`analysis.sleep.${one.entry}`), points: one.points })),
    [card.series, t],
  );
  return (
    <AnalysisCardFrame
      id={card.id}
      title={t("analysis.type.sleep")}
      n={card.n}
      from={card.from}
      to={card.to}
      drawable={isDrawable(series)}
      testId="analysis-sleep"
    >
      <DayChart
        series={series}
        className="analysis-chart"
        testId="analysis-chart"
        height={ANALYSIS_CHART_HEIGHT}
        valueFormat="timeOfNight"
        labels={{
          caption: (name) => t("analysis.series.caption", { name }),
          day: t("analysis.series.day"),
          value: t("analysis.sleep.time"),
        }}
      />
      {card.noSleepMinutes !== null && (
        <p className="analysis-card__meta" data-testid="analysis-no-sleep">
          {t("analysis.sleep.noSleep", { minutes: intl.formatNumber(card.noSleepMinutes) })}
        </p>
      )}
    </AnalysisCardFrame>
  );
}
