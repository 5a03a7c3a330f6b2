import { Link, useNavigate } from "@tanstack/react-router";
import { useT } from "../../app/i18n/useT";
import { ProfileForm } from "./settings/ProfileForm";
import { DeleteAccount } from "./settings/DeleteAccount";
import { ExportLinks } from "./settings/ExportLinks";
import { ReminderSettings } from "../reminders";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";

/** /app/patient/settings/profile: the profile form with its completion bar and the consents, the daily reminder, the way to sharing with a healthcare professional, the downloads of one's data and the deletion of the account. */
export function ProfileSettingsPage() {
  const t = useT();
  const navigate = useNavigate();
  useDocumentTitle(t("settings.profile.pageTitle"), t("settings.profile.description"));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("settings.profile.pageTitle")}</h1>
        <ProfileForm />
        <ReminderSettings />
        <Link
          to="/app/patient/journal/medical"
          className="btn btn--ghost btn--block"
          data-testid="medical-sharing-link"
        >
          {t("sharing.profileLink")}
        </Link>
        <ExportLinks />
        <DeleteAccount onDeleted={() => void navigate({ to: "/app/guest/auth", replace: true })} />
      </main>
    </>
  );
}
