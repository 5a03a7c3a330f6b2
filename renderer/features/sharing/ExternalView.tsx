import { useQuery } from "@tanstack/react-query";
import { EXTERNAL_LOCK_MINUTES } from "../../../engine/sharing/connections";
import { useApi } from "../../app/api/ApiContext";
import { isApiError } from "../../app/api/client";
import { useLocale, useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { ExternalDownloads, type ExternalDownloadsProps } from "./ExternalDownloads";
import { ExternalPasswordForm } from "./ExternalPasswordForm";
import { SharedDataView } from "./SharedDataView";
import { externalFirstReadQuery, useExternalRead } from "./queries";
import "./sharing.css";

/**
 * A connection read from outside: tried once without a password; a protected one asks for it
 * (a wrong one says so and how many tries this address has left, too many wrong ones say to wait),
 * an expired or deleted one says it is no longer shared, and the data shows read-only, labelled in
 * the reader's language, with its downloads.
 */
export function ExternalView({
  connectionKey,
  download,
}: {
  connectionKey: string;
  download?: ExternalDownloadsProps["download"];
}) {
  const t = useT();
  const language = useLocale();
  const first = useQuery(externalFirstReadQuery(useApi(), connectionKey, language));
  const attempt = useExternalRead(connectionKey, language);

  const data = attempt.data ?? first.data;
  if (data) {
    const password = attempt.data ? attempt.variables : undefined;
    return (
      <SharedDataView
        data={data}
        actions={
          <ExternalDownloads
            connectionKey={connectionKey}
            {...(password === undefined ? {} : { password })}
            {...(download ? { download } : {})}
          />
        }
      />
    );
  }
  if (first.isPending) return <p className="skeleton skeleton--row" aria-busy="true" />;
  const error = attempt.error ?? first.error;
  const status = isApiError(error) ? error.status : 0;
  const wrongPassword = (details: readonly object[]) => {
    const left = details.find((detail): detail is { triesLeft: number } => "triesLeft" in detail);
    const wrong = t("sharing.external.wrongPassword");
    return left
      ? `${wrong} ${t("sharing.external.triesLeft", { count: left.triesLeft, minutes: EXTERNAL_LOCK_MINUTES })}`
      : wrong;
  };
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
          ? wrongPassword(error.details)
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
