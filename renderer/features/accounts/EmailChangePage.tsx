import { useState } from "react";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import type { User } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import { GuestHeader } from "../../app/shell/GuestHeader";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { LinkFailure } from "./LinkFailure";
import { meKey } from "../../app/session/queries";
import { useFollowLink } from "./session/useFollowLink";

const route = getRouteApi("/app/guest/auth/email");

/**
 * Where the link mailed to a new address lands: the account takes the address. A browser signed
 * in to that account sees it at once; the page says which address it is now.
 */
export function EmailChangePage() {
  const t = useT();
  useDocumentTitle(t("auth.emailChange.title"));
  const queryClient = useQueryClient();
  const { token } = route.useSearch();
  const [changed, setChanged] = useState<User>();
  const { error } = useFollowLink("POST /api/auth/email/verify", token, (user) => {
    if (queryClient.getQueryData<User | null>(meKey)?.id === user.id) queryClient.setQueryData(meKey, user);
    setChanged(user);
  });
  return (
    <>
      <GuestHeader />
      <main id="main" className="page page--narrow" data-testid="email-change-page">
        <h1 className="page__title">{t("auth.emailChange.title")}</h1>
        {changed ? (
          <>
            <p role="status">{t("auth.emailChange.done", { email: changed.email })}</p>
            <Link to="/app/patient/settings/account" className="btn btn--primary">
              {t("auth.emailChange.continue")}
            </Link>
          </>
        ) : token && error === undefined ? (
          <p role="status" className="muted">
            {t("auth.emailChange.working")}
          </p>
        ) : (
          <LinkFailure error={error} missingText={t("errors.EMAIL_LINK_INVALID")} />
        )}
      </main>
    </>
  );
}
