import { useQuery } from "@tanstack/react-query";
import { EXTERNAL_LOCK_MINUTES } from "../../../engine/sharing/connections";
import { useApi } from "../../app/api/ApiContext";
import { isApiError } from "../../app/api/client";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { ExternalPasswordForm } from "./ExternalPasswordForm";
import { SharedDataView } from "./SharedDataView";
import { externalFirstReadQuery, useExternalRead } from "./queries";
import "./sharing.css";

/**
 * A connection read from outside: tried once without a password; a protected one asks for it
 * (a wrong one says so, too many wrong ones say to wait), an expired or deleted one says it is no
 * longer shared, and the data shows read-only.
 */
export function ExternalView({ connectionKey }: { connectionKey: string }) {
  const t = useT();
  const first = useQuery(externalFirstReadQuery(useApi(), connectionKey));
  const attempt = useExternalRead(connectionKey);

  const data = attempt.data ?? first.data;
  if (data) return <SharedDataView data={data} />;
  if (first.isPending) return <p className="skeleton skeleton--row" aria-busy="true" />;
  const error = attempt.error ?? first.error;
  const status = isApiError(error) ? error.status : 0;
  if (status === 410) {
    return (
      <section className="tile sharing-gone" aria-labelledby="sharing-gone-title" data-testid="external-gone">
        <h2 id="sharing-gone-title">{t("sharing.external.goneTitle")}</h2>
        <p>{t("sharing.external.gone")}</p>
      </section>
    );
  }
  if (status === 404) {
    return (
      <p className="alert" role="alert" data-testid="external-not-found">
        {t("sharing.external.notFound")}
      </p>
    );
  }
  if (status === 401 || status === 429) {
    const message =
      status === 429
        ? t("sharing.external.tooMany", { minutes: EXTERNAL_LOCK_MINUTES })
        : isApiError(error) && error.code === "WRONG_PASSWORD"
          ? t("sharing.external.wrongPassword")
          : undefined;
    return (
      <ExternalPasswordForm
        onSubmit={(password) => attempt.mutate(password)}
        pending={attempt.isPending}
        error={attempt.isPending ? undefined : message}
      />
    );
  }
  return <ErrorAlert error={error} />;
}
