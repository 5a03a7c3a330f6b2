import { AuthorSearch } from "./AuthorSearch";
import { useT } from "../../app/i18n/useT";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";

/** /app/patient/ressources/autors: find an author to add as support (docs/features/authors.md). */
export function AuthorSearchPage() {
  const t = useT();
  useDocumentTitle(t("authors.search.title"), t("authors.search.description"));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("authors.search.title")}</h1>
        <p className="muted">{t("authors.search.description")}</p>
        <AuthorSearch />
      </main>
    </>
  );
}
