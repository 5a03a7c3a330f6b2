import { useMemo } from "react";
import type { AnalysisSymptomSeriesCard } from "../../../../card-schemas";
import { DayChart } from "../../../ui/charts/DayChart";
import { isDrawable, type DayValueFormat } from "../../../ui/charts/daySeries";
import { useT } from "../../../app/i18n/useT";
import { AnalysisCardFrame } from "../AnalysisCardFrame";
import { ANALYSIS_CHART_HEIGHT } from "../analysisSizes";

/** What the series cards share: one named series of daily points over a window. */
type SeriesOfDays = Pick<AnalysisSymptomSeriesCard, "id" | "name" | "n" | "from" | "to" | "points">;

interface SeriesCardProps {
  card: SeriesOfDays;
  testId: string;
  /** The y axis's range; the chart fits its points when absent. */
  yDomain?: readonly [number, number];
  /** The name of the values in the chart's table. */
  valueLabel: string;
  /** How the values read: numbers, or times of day on the night axis. */
  valueFormat?: DayValueFormat;
}

/** A series card: one series of daily points drawn as a day chart, or its table when it cannot be drawn. */
export function SeriesCard({ card, testId, yDomain, valueLabel, valueFormat }: SeriesCardProps) {
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
      testId={testId}
    >
      <DayChart
        series={series}
        className="analysis-chart"
        testId="analysis-chart"
        height={ANALYSIS_CHART_HEIGHT}
        yDomain={yDomain}
        valueFormat={valueFormat}
        labels={{
          caption: (name) => t("analysis.series.caption", { name }),
          day: t("analysis.series.day"),
          value: valueLabel,
        }}
      />
    </AnalysisCardFrame>
  );
}
