import { useT } from "../../app/i18n/useT";
import { AwardsTree } from "./awards/AwardsTree";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";

/** /app/patient/awards: the awards tree. */
export function AwardsPage() {
  const t = useT();
  useDocumentTitle(t("awards.pageTitle"), t("awards.description"));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("awards.pageTitle")}</h1>
        <AwardsTree />
      </main>
    </>
  );
}
