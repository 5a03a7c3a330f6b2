import type { AnalysisWeeklyWrapUpCard } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { AnalysisCardFrame } from "../AnalysisCardFrame";

/**
 * ANALYSIS_WEEKLY_WRAP_UP: the last 6 days in two top-5 lists (docs/features/analysis.md), the values recorded
 * most regularly and the values that went with a lower symptom, each with its percent; a note says
 * six days describe and do not prove. Nothing to list: "not enough data" and the journal.
 */
export function WeeklyWrapUpCard({ card }: { card: AnalysisWeeklyWrapUpCard }) {
  const t = useT();
  return (
    <AnalysisCardFrame
      id={card.id}
      title={t("analysis.wrapUp.title")}
      n={card.n}
      from={card.from}
      to={card.to}
      drawable={card.weekly.length + card.symptoms.length > 0}
      testId="analysis-weekly-wrap-up"
    >
      {card.weekly.length > 0 && (
        <>
          <h3 className="analysis-card__subtitle">{t("analysis.wrapUp.regular")}</h3>
          <ol className="analysis-wrap-up" data-testid="wrap-up-weekly">
            {card.weekly.map((item) => {
              const label = t("analysis.wrapUp.regularItem", {
                name: item.name,
                days: item.days,
                score: item.score,
              });
              return (
                <li key={item.value}>
                  <span>{label}</span>
                  <progress className="progress-bar" value={item.score} max={100} aria-label={label} />
                </li>
              );
            })}
          </ol>
        </>
      )}
      {card.symptoms.length > 0 && (
        <>
          <h3 className="analysis-card__subtitle">{t("analysis.wrapUp.lower")}</h3>
          <ol className="analysis-wrap-up" data-testid="wrap-up-symptoms">
            {card.symptoms.map((item) => {
              const label = t("analysis.wrapUp.lowerItem", {
                symptom: item.symptomName,
                name: item.name,
                score: item.score,
              });
              return (
                <li key={`${item.symptom}_${item.value}`}>
                  <span>{label}</span>
                  <progress className="progress-bar" value={item.score} max={100} aria-label={label} />
                </li>
              );
            })}
          </ol>
        </>
      )}
      <p className="muted analysis-card__note">{t("analysis.wrapUp.note")}</p>
    </AnalysisCardFrame>
  );
}
