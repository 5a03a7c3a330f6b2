import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { AppHeader } from "../../app/shell/AppHeader";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { ChangeEmailForm } from "./credentials/ChangeEmailForm";
import { ChangePasswordForm } from "./credentials/ChangePasswordForm";
import { meQuery } from "../../app/session/queries";

/** /app/patient/settings/account: change the password (given the current one) or the email (confirmed by a link). */
export function AccountSettingsPage() {
  const t = useT();
  useDocumentTitle(t("settings.account.pageTitle"), t("settings.account.description"));
  const me = useQuery(meQuery(useApi()));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("settings.account.pageTitle")}</h1>
        <ChangePasswordForm />
        {me.data && <ChangeEmailForm email={me.data.email} />}
      </main>
    </>
  );
}
