import { Link } from "@tanstack/react-router";
import { useT } from "../i18n/useT";
import { useDocumentTitle } from "../../ui/useDocumentTitle";

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t("notFound.title"), t("notFound.body"));
  return (
    <main id="main" className="page page--center" data-testid="not-found">
      <h1 className="page__title">{t("notFound.title")}</h1>
      <p className="muted">{t("notFound.body")}</p>
      <Link to="/app/patient" className="btn btn--primary">
        {t("notFound.home")}
      </Link>
    </main>
  );
}
