import type { AnalysisValueSeriesCard } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { SeriesCard } from "./SeriesCard";

/**
 * ANALYSIS_VALUE_SERIES: a data value by day, as entered, the axis spanning the points (not the
 * catalogue's whole scale: a week of 3,000 to 10,000 steps is not drawn flat under 100,000); a time
 * of day reads as a time on the night axis.
 */
export function ValueSeriesCard({ card }: { card: AnalysisValueSeriesCard }) {
  const t = useT();
  const value = t("analysis.series.value");
  return (
    <SeriesCard
      card={card}
      testId="analysis-value-series"
      valueFormat={card.valueFormat ?? "number"}
      valueLabel={card.unit ? `${value} (${card.unit})` : value}
    />
  );
}
