import { Link } from "@tanstack/react-router";
import { useT } from "../../app/i18n/useT";
import { SettingsNav } from "./settings/SettingsNav";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";

/** /app/patient/settings: the way to the profile, the social profile, goals and symptoms, sharing with a healthcare professional, and the language. */
export function SettingsPage() {
  const t = useT();
  useDocumentTitle(t("settings.pageTitle"), t("settings.description"));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("settings.pageTitle")}</h1>
        <SettingsNav />
        <Link
          to="/app/patient/journal/medical"
          className="settings-nav__link"
          data-testid="medical-sharing-link"
        >
          <span className="settings-nav__label">{t("sharing.pageTitle")}</span>
          <span className="field__hint">{t("sharing.navHint")}</span>
        </Link>
      </main>
    </>
  );
}
