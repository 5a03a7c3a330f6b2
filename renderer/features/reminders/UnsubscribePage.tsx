import { useMutation } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { GuestHeader } from "../../app/shell/GuestHeader";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";

const route = getRouteApi("/app/guest/reminders/unsubscribe");

/**
 * Where the reminder e-mail's unsubscribe link lands, signed in or not: the e-mail reminder is
 * turned off as the page opens (following the link twice changes nothing more).
 */
export function UnsubscribePage() {
  const t = useT();
  useDocumentTitle(t("reminders.unsubscribe.title"));
  const api = useApi();
  const { token } = route.useSearch();
  const unsubscribe = useMutation({
    mutationFn: (value: string) => api.call("POST /api/reminders/unsubscribe", { body: { token: value } }),
  });
  const { mutate } = unsubscribe;
  // Once per token, though strict mode runs effects twice (the call is harmless twice, but needless).
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  return (
    <>
      <GuestHeader />
      <main id="main" className="page page--narrow" data-testid="unsubscribe-page">
        <h1 className="page__title">{t("reminders.unsubscribe.title")}</h1>
        {!token ? (
          <div className="alert" role="alert" data-testid="error-alert">
            <p>{t("errors.UNSUBSCRIBE_LINK_INVALID")}</p>
          </div>
        ) : unsubscribe.isError ? (
          <ErrorAlert error={unsubscribe.error} />
        ) : unsubscribe.isSuccess ? (
          <>
            <p role="status">{t("reminders.unsubscribe.done")}</p>
            <Link to="/app/patient/settings/profile" className="btn btn--primary">
              {t("reminders.unsubscribe.settings")}
            </Link>
          </>
        ) : (
          <p role="status" className="muted">
            {t("reminders.unsubscribe.working")}
          </p>
        )}
      </main>
    </>
  );
}
