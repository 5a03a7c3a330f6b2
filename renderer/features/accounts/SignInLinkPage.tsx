import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useT } from "../../app/i18n/useT";
import { GuestHeader } from "../../app/shell/GuestHeader";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { LinkFailure } from "./LinkFailure";
import { startSession } from "../../app/session/startSession";
import { useFollowLink } from "./session/useFollowLink";

const route = getRouteApi("/app/guest/auth/signin");

/**
 * Where the emailed sign-in link lands (sent when an account's sign-in needs it): signs in and
 * goes home; a link wrong, used or expired says so.
 */
export function SignInLinkPage() {
  const t = useT();
  useDocumentTitle(t("auth.signInLink.title"));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { token } = route.useSearch();
  const { error } = useFollowLink("POST /api/auth/login/link", token, (user) => {
    startSession(queryClient, user);
    void navigate({ to: "/app/patient", replace: true });
  });
  return (
    <>
      <GuestHeader />
      <main id="main" className="page page--narrow" data-testid="sign-in-link-page">
        <h1 className="page__title">{t("auth.signInLink.title")}</h1>
        {token && error === undefined ? (
          <p role="status" className="muted">
            {t("auth.signInLink.working")}
          </p>
        ) : (
          <LinkFailure error={error} missingText={t("errors.SIGN_IN_LINK_INVALID")} />
        )}
      </main>
    </>
  );
}
