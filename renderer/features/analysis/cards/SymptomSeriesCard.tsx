import { useMemo } from "react";
import type { AnalysisSymptomSeriesCard } from "../../../../card-schemas";
import { DayChart } from "../../../ui/charts/DayChart";
import { isDrawable } from "../../../ui/charts/daySeries";
import { useT } from "../../../app/i18n/useT";
import { AnalysisCardFrame } from "../AnalysisCardFrame";
import { ANALYSIS_CHART_HEIGHT, INTENSITY_DOMAIN } from "../../../../engine/analysis/analysisSizes";

/** ANALYSIS_SYMPTOM_SERIES: a symptom's intensity by day, on a 0–5 axis. */
export function SymptomSeriesCard({ card }: { card: AnalysisSymptomSeriesCard }) {
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
      testId="analysis-symptom-series"
    >
      <DayChart
        series={series}
        className="analysis-chart"
        testId="analysis-chart"
        height={ANALYSIS_CHART_HEIGHT}
        yDomain={INTENSITY_DOMAIN}
        labels={{
          caption: (name) => t("analysis.series.caption", { name }),
          day: t("analysis.series.day"),
          value: t("analysis.series.intensity"),
        }}
      />
    </AnalysisCardFrame>
  );
}
