import { useMemo } from "react";
import type { AnalysisValueSeriesCard } from "../../../../card-schemas";
import { ANALYSIS_CHART_HEIGHT } from "../../../../engine/analysis/analysisSizes";
import { DayChart } from "../../../ui/charts/DayChart";
import { isDrawable } from "../../../ui/charts/daySeries";
import { useT } from "../../../app/i18n/useT";
import { AnalysisCardFrame } from "../AnalysisCardFrame";

/** ANALYSIS_VALUE_SERIES: a data value by day, as entered, from 0 to its highest value. */
export function ValueSeriesCard({ card }: { card: AnalysisValueSeriesCard }) {
  const t = useT();
  const series = useMemo(() => [{ name: card.name, points: card.points }], [card.name, card.points]);
  return (
    <AnalysisCardFrame
      id={card.id}
      title={card.name}
      n={card.n}
      from={card.from}
      to={card.to}
      drawable={isDrawable(series)}
      testId="analysis-value-series"
    >
      <DayChart
        series={series}
        className="analysis-chart"
        testId="analysis-chart"
        height={ANALYSIS_CHART_HEIGHT}
        yDomain={[0, Math.max(card.max, 1)]}
        labels={{
          caption: (name) => t("analysis.series.caption", { name }),
          day: t("analysis.series.day"),
          value: card.unit ? `${t("analysis.series.value")} (${card.unit})` : t("analysis.series.value"),
        }}
      />
    </AnalysisCardFrame>
  );
}
