import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useT } from "../../app/i18n/useT";
import { GuestHeader } from "../../app/shell/GuestHeader";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { LinkFailure } from "./LinkFailure";
import { ResetPasswordForm } from "./credentials/ResetPasswordForm";

const route = getRouteApi("/app/guest/auth/reset");

/** /app/guest/auth/reset?token=…: where the reset link lands; the new password signs in and goes home. */
export function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t("auth.reset.title"));
  const navigate = useNavigate();
  const { token } = route.useSearch();
  return (
    <>
      <GuestHeader />
      <main id="main" className="page page--narrow">
        <h1 className="page__title">{t("auth.reset.title")}</h1>
        {token ? (
          <ResetPasswordForm
            token={token}
            onDone={() => void navigate({ to: "/app/patient", replace: true })}
          />
        ) : (
          <LinkFailure error={undefined} missingText={t("errors.RESET_LINK_INVALID")} />
        )}
      </main>
    </>
  );
}
