import type { AnalysisSymptomSeriesCard } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { INTENSITY_DOMAIN } from "../analysisSizes";
import { SeriesCard } from "./SeriesCard";

/** ANALYSIS_SYMPTOM_SERIES: a symptom's intensity by day, on a 0–5 axis. */
export function SymptomSeriesCard({ card }: { card: AnalysisSymptomSeriesCard }) {
  const t = useT();
  return (
    <SeriesCard
      card={card}
      testId="analysis-symptom-series"
      yDomain={INTENSITY_DOMAIN}
      valueLabel={t("analysis.series.intensity")}
    />
  );
}
