import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { CommunityList } from "./CommunityList";
import { communitiesQuery } from "./queries";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import "./community.css";

/** /app/patient/community: my messages, all, and one community per recurring symptom (docs/features/community.md). */
export function CommunityPage() {
  const t = useT();
  useDocumentTitle(t("community.pageTitle"), t("community.description"));
  const api = useApi();
  const communities = useQuery(communitiesQuery(api));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("community.pageTitle")}</h1>
        {communities.isPending && <p className="skeleton skeleton--row" aria-busy="true" />}
        {communities.isError && <ErrorAlert error={communities.error} />}
        {communities.isSuccess && <CommunityList items={communities.data.items} />}
      </main>
    </>
  );
}
