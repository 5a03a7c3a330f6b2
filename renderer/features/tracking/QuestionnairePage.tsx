import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { QUESTIONNAIRE_SCORES_WINDOW_DAYS } from "../../../engine/tracking/questionnaireRules";
import { useApi } from "../../app/api/ApiContext";
import { useIntl, useLocale, useT } from "../../app/i18n/useT";
import { questionnaireRecordsQuery } from "./journal/queries";
import { QuestionnaireLauncher } from "./questionnaires/QuestionnaireLauncher";
import { questionnaireQuery } from "./questionnaires/queries";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import { PageSpinner } from "../../app/shell/PageSpinner";
import "./journal/journal.css";
import { callKey } from "../../app/api/callKey";

const route = getRouteApi("/app/patient/ressources/questionnaire/$id");

/**
 * /app/patient/ressources/questionnaire/{id} (docs/features/tracking.md): the questionnaire, its launcher
 * (the full-screen form with a close control) and the patient's scores of the last 90 days. A
 * questionnaire that cannot be loaded leaves a disabled button saying so (docs/features/tracking.md).
 */
export function QuestionnairePage() {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const { id } = route.useParams();
  const questionnaire = useQuery(questionnaireQuery(api, id, useLocale()));
  const records = useQuery(questionnaireRecordsQuery(api, id));
  const [open, setOpen] = useState(false);
  const [savedScore, setSavedScore] = useState<number>();
  useDocumentTitle(questionnaire.data?.title, questionnaire.data?.description);

  if (questionnaire.isPending) {
    return (
      <>
        <AppHeader />
        <main id="main" className="page page--narrow">
          <PageSpinner />
        </main>
      </>
    );
  }
  return (
    <>
      <AppHeader />
      <main id="main" className="page page--narrow stack">
        {questionnaire.isError ? (
          <>
            <h1 className="page__title">{t("journal.questionnaires.title")}</h1>
            <button type="button" className="btn btn--block" disabled data-testid="questionnaire-error">
              {t("task.questionnaire.loadError")}
            </button>
          </>
        ) : (
          <>
            <h1 className="page__title">{questionnaire.data.title}</h1>
            {questionnaire.data.description && <p>{questionnaire.data.description}</p>}
            <p className="muted">
              {t("task.questionnaire.questions", { count: questionnaire.data.questions.length })}
            </p>
            {savedScore !== undefined && (
              <p className="notice" role="status" data-testid="questionnaire-saved">
                {t("task.questionnaire.saved", { score: intl.formatNumber(savedScore) })}
              </p>
            )}
            <button
              type="button"
              className="btn btn--primary btn--block"
              data-testid="questionnaire-open"
              onClick={() => setOpen(true)}
            >
              {t("journal.questionnaire.open")}
            </button>
            {open && (
              <QuestionnaireLauncher
                questionnaire={questionnaire.data}
                onClose={() => setOpen(false)}
                onSaved={(record) => {
                  setOpen(false);
                  setSavedScore(record.score);
                  void queryClient.invalidateQueries({
                    queryKey: callKey("GET /api/patient/questionnaires/:id/records", { params: { id } }),
                  });
                  void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/journal") });
                }}
              />
            )}
          </>
        )}
        <section className="journal-section" aria-labelledby="questionnaire-history">
          <h2 id="questionnaire-history">
            {t("journal.questionnaire.history", { days: QUESTIONNAIRE_SCORES_WINDOW_DAYS })}
          </h2>
          {records.isError && <ErrorAlert error={records.error} />}
          {records.isPending && <PageSpinner />}
          {records.data?.length === 0 && <p className="muted">{t("journal.questionnaire.noScores")}</p>}
          {records.data && records.data.length > 0 && (
            <ul className="journal-list" data-testid="questionnaire-scores">
              {records.data.map((record) => (
                <li key={record.id} className="journal-entry">
                  <Link to="/app/patient/journal" search={{ date: record.day }}>
                    {intl.formatDate(record.datetime, { dateStyle: "medium" })}
                  </Link>
                  <strong>
                    {t("journal.questionnaires.score", { score: intl.formatNumber(record.score) })}
                  </strong>
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
    </>
  );
}
