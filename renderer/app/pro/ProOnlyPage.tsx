import { Link } from "@tanstack/react-router";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { useProT } from "./i18n/useProT";

/** What a patient (or an admin) opening the pro area sees, with the way back to their app. */
export function ProOnlyPage() {
  const t = useProT();
  useDocumentTitle(t("pro.refused.title"));
  return (
    <main id="main" className="page page--center" data-testid="pro-only">
      <h1 className="page__title">{t("pro.refused.title")}</h1>
      <p className="muted">{t("pro.refused.body")}</p>
      <Link to="/app/patient" className="btn btn--primary">
        {t("pro.refused.back")}
      </Link>
    </main>
  );
}
