import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { AnalysisCards } from "./AnalysisCards";
import { analysisQuery, type AnalysisQuery } from "./queries";

/** The cards of one analytic, read from GET /api/patient/analysis. */
export function AnalysisView({ query }: { query: AnalysisQuery }) {
  const t = useT();
  const api = useApi();
  const analysis = useQuery(analysisQuery(api, query));
  if (analysis.isPending) return <p className="muted">{t("analysis.list.loading")}</p>;
  if (analysis.isError)
    return (
      <p className="alert" role="alert">
        {t("analysis.loadFailed")}
      </p>
    );
  return <AnalysisCards cards={analysis.data.cards} />;
}
