import { useId } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ApiCalls } from "../../card-schemas";
import { AnalysisCards } from "../analysis/AnalysisCards";
import { analysisQuery, analyticsQuery, type AnalysisQuery } from "../analysis/queries";
import { useApi } from "../api/ApiContext";
import { useT } from "../i18n/useT";
import { ErrorAlert } from "../ui/ErrorAlert";
import { PageSpinner } from "../pages/PageSpinner";

type Analytic = ApiCalls["GET /api/patient/analytics"]["answer"]["items"][number];

/** The analysis query of an analytic of the list: its kind and what it is about. */
function queryOf(analytic: Analytic): AnalysisQuery {
  return {
    kind: analytic.type,
    ...(analytic.symptom !== undefined && { symptom: analytic.symptom }),
    ...(analytic.symptoms !== undefined && { symptoms: analytic.symptoms.join(",") }),
    ...(analytic.dataValue !== undefined && { dataValue: analytic.dataValue }),
    ...(analytic.medication !== undefined && { medication: analytic.medication }),
    ...(analytic.questionnaire !== undefined && { questionnaire: analytic.questionnaire }),
    ...(analytic.studyId !== undefined && { studyId: analytic.studyId }),
  };
}

function AnalyticCards({ analytic }: { analytic: Analytic }) {
  const api = useApi();
  const analysis = useQuery(analysisQuery(api, queryOf(analytic)));
  if (analysis.isError) return <ErrorAlert error={analysis.error} />;
  if (!analysis.data) return <PageSpinner />;
  return <AnalysisCards cards={analysis.data.cards} />;
}

/**
 * "The analysis cards below" the journal (issue 13): the patient's analytics (seed 000's list, 10
 * at a time) each drawn by the analysis cards of renderer/analysis.
 */
export function JournalAnalysis() {
  const t = useT();
  const api = useApi();
  const headingId = useId();
  const analytics = useInfiniteQuery(analyticsQuery(api, {}));
  const items = analytics.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="stack" aria-labelledby={headingId} data-testid="journal-analysis">
      <h2 id={headingId}>{t("journal.analysis.title")}</h2>
      {analytics.isError && <ErrorAlert error={analytics.error} />}
      {analytics.isPending && <PageSpinner />}
      {analytics.isSuccess && items.length === 0 && <AnalysisCards cards={[]} />}
      {items.map((analytic) => (
        <AnalyticCards key={analytic.id} analytic={analytic} />
      ))}
      {analytics.hasNextPage && (
        <button
          type="button"
          className="btn btn--block"
          disabled={analytics.isFetchingNextPage}
          onClick={() => void analytics.fetchNextPage()}
        >
          {t("journal.analysis.more")}
        </button>
      )}
    </section>
  );
}
