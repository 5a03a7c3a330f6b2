import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { AssistantChat } from "./AssistantChat";
import { AssistantConsent } from "./AssistantConsent";
import { assistantQuery } from "./queries";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import { NeedsNetwork } from "../../app/offline/NeedsNetwork";

/** /app/patient/coaching: the AI assistant, behind its consent screen (docs/features/assistant.md). */
export function CoachingPage() {
  const t = useT();
  useDocumentTitle(t("assistant.pageTitle"), t("assistant.description"));
  const api = useApi();
  const assistant = useQuery(assistantQuery(api));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("assistant.pageTitle")}</h1>
        <NeedsNetwork />
        {assistant.isPending && (
          <p role="status" className="muted">
            {t("assistant.loading")}
          </p>
        )}
        {assistant.isError && <ErrorAlert error={assistant.error} />}
        {assistant.data &&
          (assistant.data.consented ? <AssistantChat view={assistant.data} /> : <AssistantConsent />)}
      </main>
    </>
  );
}
