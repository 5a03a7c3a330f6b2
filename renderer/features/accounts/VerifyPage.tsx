import { useEffect, useState } from "react";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { startSession } from "../../app/session/startSession";
import { followLink } from "./session/followLink";
import { safeNextPage } from "../../app/router/safeNextPage";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { GuestHeader } from "../../app/shell/GuestHeader";

const route = getRouteApi("/app/guest/auth/verify");

/**
 * Where the emailed sign-up link lands: activates the account (which signs in), then goes to
 * `nextPage` (or home); a link that is wrong, used or expired says so and leads back to sign-in.
 */
export function VerifyPage() {
  const t = useT();
  useDocumentTitle(t("verify.title"));
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { token, nextPage } = route.useSearch();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    if (!token) return;
    let left = false;
    followLink(api, "POST /api/auth/verify", token).then(
      (user) => {
        if (left) return;
        startSession(queryClient, user);
        void navigate({ href: safeNextPage(nextPage), replace: true });
      },
      (failure: unknown) => {
        if (!left) setError(failure);
      },
    );
    return () => {
      left = true;
    };
  }, [api, queryClient, navigate, token, nextPage]);

  const failed = !token || error !== undefined;
  return (
    <>
      <GuestHeader />
      <main id="main" className="page page--narrow" data-testid="verify-page">
        <h1 className="page__title">{t("verify.title")}</h1>
        {!failed && (
          <p role="status" className="muted">
            {t("verify.working")}
          </p>
        )}
        {failed && (
          <>
            {token ? (
              <ErrorAlert error={error} />
            ) : (
              <div className="alert" role="alert" data-testid="error-alert">
                <p>{t("errors.SIGNUP_LINK_INVALID")}</p>
              </div>
            )}
            <Link to="/app/guest/auth" className="btn btn--primary">
              {t("verify.back")}
            </Link>
          </>
        )}
      </main>
    </>
  );
}
