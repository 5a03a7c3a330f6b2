import { useId } from "react";
import { Link } from "@tanstack/react-router";
import type { JournalQuestionnaireScore } from "../../../../card-schemas";
import { useIntl, useT } from "../../../app/i18n/useT";

/** The questionnaires filled in that day, each with its score and a link to its page. */
export function QuestionnaireEntries({ scores }: { scores: readonly JournalQuestionnaireScore[] }) {
  const t = useT();
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="journal-section" aria-labelledby={headingId} data-testid="journal-questionnaires">
      <h3 id={headingId}>{t("journal.questionnaires.title")}</h3>
      {scores.length === 0 && <p className="muted">{t("journal.questionnaires.empty")}</p>}
      {scores.length > 0 && (
        <ul className="journal-list">
          {scores.map((score) => (
            <li key={score.id} className="journal-entry">
              <span className="journal-entry__text">
                <Link to="/app/patient/ressources/questionnaire/$id" params={{ id: score.questionnaireId }}>
                  {score.title}
                </Link>
                <span className="muted">{intl.formatTime(score.datetime, { timeStyle: "short" })}</span>
              </span>
              <strong>{t("journal.questionnaires.score", { score: intl.formatNumber(score.score) })}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
