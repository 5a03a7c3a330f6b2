import { Link } from "@tanstack/react-router";
import { useT } from "../../app/i18n/useT";
import { GuestHeader } from "../../app/shell/GuestHeader";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { ForgotPasswordForm } from "./credentials/ForgotPasswordForm";

/** /app/guest/auth/forgot: ask for a link that sets a new password. */
export function ForgotPasswordPage() {
  const t = useT();
  useDocumentTitle(t("auth.forgot.title"));
  return (
    <>
      <GuestHeader />
      <main id="main" className="page page--narrow">
        <h1 className="page__title">{t("auth.forgot.title")}</h1>
        <ForgotPasswordForm />
        <Link to="/app/guest/auth" className="btn btn--ghost btn--block">
          {t("auth.checkEmail.back")}
        </Link>
      </main>
    </>
  );
}
