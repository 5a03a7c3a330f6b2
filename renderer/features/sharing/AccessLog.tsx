import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { useIntl, useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { accessLogQuery } from "./queries";
import "./sharing.css";

/** The outside reads of one connection: when, and whether each succeeded (docs/features/sharing.md). */
export function AccessLog({ connectionId, name }: { connectionId: string; name: string }) {
  const t = useT();
  const intl = useIntl();
  const log = useQuery(accessLogQuery(useApi(), connectionId));
  if (log.isPending) return <p className="skeleton skeleton--row" aria-busy="true" />;
  if (log.isError) return <ErrorAlert error={log.error} />;
  if (log.data.items.length === 0) return <p className="muted">{t("sharing.log.empty")}</p>;
  return (
    <table className="sharing-log" data-testid="access-log">
      <caption className="visually-hidden">{t("sharing.item.logOf", { name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t("sharing.log.when")}</th>
          <th scope="col">{t("sharing.log.result")}</th>
        </tr>
      </thead>
      <tbody>
        {log.data.items.map((access, index) => (
          <tr
            key={`${access.at}-${index}`}
            className={`sharing-log__row sharing-log__row--${access.outcome}`}
          >
            <td>{intl.formatDate(new Date(access.at), { dateStyle: "short", timeStyle: "short" })}</td>
            <td>{t(`sharing.log.outcome.${access.outcome}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
