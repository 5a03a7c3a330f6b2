import { useT } from "../i18n/useT";
import { ProfileForm } from "../settings/ProfileForm";
import { useDocumentTitle } from "../ui/useDocumentTitle";
import { AppHeader } from "./AppHeader";

/** /app/patient/settings/profile: the profile form with its completion bar and the consents. */
export function ProfileSettingsPage() {
  const t = useT();
  useDocumentTitle(t("settings.profile.pageTitle"), t("settings.profile.description"));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("settings.profile.pageTitle")}</h1>
        <ProfileForm />
      </main>
    </>
  );
}
