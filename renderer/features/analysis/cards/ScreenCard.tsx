import { useMemo } from "react";
import type { AnalysisScreenCard } from "../../../../card-schemas";
import { ANALYSIS_CHART_HEIGHT } from "../analysisSizes";
import { DayChart } from "../../../ui/charts/DayChart";
import { isDrawable } from "../../../ui/charts/daySeries";
import { useT } from "../../../app/i18n/useT";
import { AnalysisCardFrame } from "../AnalysisCardFrame";

/** ANALYSIS_SCREEN: minutes between screens off and sleep, and of screen in the evening, by day. */
export function ScreenCard({ card }: { card: AnalysisScreenCard }) {
  const t = useT();
  const series = useMemo(
    () => card.series.map((one) => ({ name: t(`analysis.screen.${one.entry}`), points: one.points })),
    [card.series, t],
  );
  return (
    <AnalysisCardFrame
      id={card.id}
      title={t("analysis.type.screen")}
      n={card.n}
      from={card.from}
      to={card.to}
      drawable={isDrawable(series)}
      testId="analysis-screen"
    >
      <DayChart
        series={series}
        className="analysis-chart"
        testId="analysis-chart"
        height={ANALYSIS_CHART_HEIGHT}
        labels={{
          caption: (name) => t("analysis.series.caption", { name }),
          day: t("analysis.series.day"),
          value: t("analysis.screen.minutes"),
        }}
      />
    </AnalysisCardFrame>
  );
}
