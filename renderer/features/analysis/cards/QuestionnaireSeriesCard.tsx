import { useMemo } from "react";
import type { AnalysisQuestionnaireSeriesCard } from "../../../../card-schemas";
import { ANALYSIS_CHART_HEIGHT } from "../../../../engine/analysis/analysisSizes";
import { DayChart } from "../../../ui/charts/DayChart";
import { isDrawable } from "../../../ui/charts/daySeries";
import { useT } from "../../../app/i18n/useT";
import { AnalysisCardFrame } from "../AnalysisCardFrame";

/** ANALYSIS_QUESTIONNAIRE_SERIES: a questionnaire's scores by day over 90 days. */
export function QuestionnaireSeriesCard({ card }: { card: AnalysisQuestionnaireSeriesCard }) {
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
      testId="analysis-questionnaire-series"
    >
      <DayChart
        series={series}
        className="analysis-chart"
        testId="analysis-chart"
        height={ANALYSIS_CHART_HEIGHT}
        labels={{
          caption: (name) => t("analysis.series.caption", { name }),
          day: t("analysis.series.day"),
          value: t("analysis.series.score"),
        }}
      />
    </AnalysisCardFrame>
  );
}
