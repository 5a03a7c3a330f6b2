import type { AnalysisValueSeriesCard } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { SeriesCard } from "./SeriesCard";

/** ANALYSIS_VALUE_SERIES: a data value by day, as entered, from 0 to its highest value. */
export function ValueSeriesCard({ card }: { card: AnalysisValueSeriesCard }) {
  const t = useT();
  const value = t("analysis.series.value");
  return (
    <SeriesCard
      card={card}
      testId="analysis-value-series"
      yDomain={[0, Math.max(card.max, 1)]}
      valueLabel={card.unit ? `${value} (${card.unit})` : value}
    />
  );
}
