import { useT } from "../i18n/useT";
import { SettingsNav } from "../settings/SettingsNav";
import { useDocumentTitle } from "../ui/useDocumentTitle";
import { AppHeader } from "./AppHeader";

/** /app/patient/settings: the way to the profile, the social profile, goals and symptoms, and the language. */
export function SettingsPage() {
  const t = useT();
  useDocumentTitle(t("settings.pageTitle"), t("settings.description"));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("settings.pageTitle")}</h1>
        <SettingsNav />
      </main>
    </>
  );
}
