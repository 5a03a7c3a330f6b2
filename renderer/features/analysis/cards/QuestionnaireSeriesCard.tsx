import type { AnalysisQuestionnaireSeriesCard } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { SeriesCard } from "./SeriesCard";

/** ANALYSIS_QUESTIONNAIRE_SERIES: a questionnaire's scores by day over 90 days. */
export function QuestionnaireSeriesCard({ card }: { card: AnalysisQuestionnaireSeriesCard }) {
  const t = useT();
  return (
    <SeriesCard card={card} testId="analysis-questionnaire-series" valueLabel={t("analysis.series.score")} />
  );
}
