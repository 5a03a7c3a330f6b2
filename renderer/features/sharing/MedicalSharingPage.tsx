import { useT } from "../../app/i18n/useT";
import { ConnectionForm } from "./ConnectionForm";
import { ConnectionList } from "./ConnectionList";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";

/** /app/patient/journal/medical: "share with a healthcare professional", the connections and their form (docs/features/sharing.md). */
export function MedicalSharingPage() {
  const t = useT();
  useDocumentTitle(t("sharing.pageTitle"), t("sharing.description"));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("sharing.pageTitle")}</h1>
        <p className="muted">{t("sharing.description")}</p>
        <ConnectionForm />
        <ConnectionList />
      </main>
    </>
  );
}
