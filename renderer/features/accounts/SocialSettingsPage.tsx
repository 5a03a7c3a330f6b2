import { useT } from "../../app/i18n/useT";
import { SocialProfileForm } from "./settings/SocialProfileForm";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";

/** /app/patient/settings/social: pseudo, bio and the title earned with an award. */
export function SocialSettingsPage() {
  const t = useT();
  useDocumentTitle(t("settings.social.pageTitle"), t("settings.social.description"));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("settings.social.pageTitle")}</h1>
        <SocialProfileForm />
      </main>
    </>
  );
}
