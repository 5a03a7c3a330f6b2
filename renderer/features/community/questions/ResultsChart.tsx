import type { CommunityQuestionChoice } from "../../../../card-schemas";
import { resultShares } from "../../../../engine/community/questionOutcome";
import { useT } from "../../../app/i18n/useT";

interface ResultsChartProps {
  choices: CommunityQuestionChoice[];
  results: Array<{ choiceId: string; count: number }>;
  /** The options the reader picked, marked as theirs. */
  picked: readonly string[];
  /** A quiz's right options, marked as such. */
  right?: readonly string[];
  /** How many patients answered: each option's share is of them. */
  answersCount: number;
}

/** The community's results (docs/features/community.md): one bar per option, its share of the patients who answered. */
export function ResultsChart({ choices, results, picked, right = [], answersCount }: ResultsChartProps) {
  const t = useT();
  const counts = new Map(results.map((result) => [result.choiceId, result.count]));
  const rows = choices.map((choice) => ({ ...choice, count: counts.get(choice.id) ?? 0 }));
  const shares = resultShares(rows, answersCount);
  return (
    <figure className="question-results" data-testid="results-chart">
      <figcaption className="question-results__title">{t("communityQuestions.results.title")}</figcaption>
      <ul className="question-results__list">
        {rows.map((row, index) => (
          <li key={row.id} className="question-results__row" data-testid="result-row">
            <span className="question-results__label">
              {row.label}
              {picked.includes(row.id) && (
                <span className="question-results__tag"> · {t("communityQuestions.results.yours")}</span>
              )}
              {right.includes(row.id) && (
                <span className="question-results__tag"> · {t("communityQuestions.results.right")}</span>
              )}
            </span>
            <span className="question-results__track" aria-hidden="true">
              <span className="question-results__bar" style={{ width: `${shares[index] ?? 0}%` }} />
            </span>
            <span className="question-results__value">
              {t("communityQuestions.results.share", { share: shares[index] ?? 0, count: row.count })}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
