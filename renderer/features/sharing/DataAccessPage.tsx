import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { DataAccessList } from "./dataAccess/DataAccessList";
import { dataAccessQuery } from "./dataAccess/queries";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import { PageSpinner } from "../../app/shell/PageSpinner";

/** /app/patient/settings/dataAccess: who read my data (the audit of the authors' reads). */
export function DataAccessPage() {
  const t = useT();
  const api = useApi();
  const reads = useQuery(dataAccessQuery(api));
  useDocumentTitle(t("dataAccess.pageTitle"), t("dataAccess.description"));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("dataAccess.pageTitle")}</h1>
        <p className="muted">{t("dataAccess.description")}</p>
        {reads.isPending ? (
          <PageSpinner />
        ) : reads.error ? (
          <ErrorAlert error={reads.error} />
        ) : (
          <DataAccessList items={reads.data.items} />
        )}
      </main>
    </>
  );
}
