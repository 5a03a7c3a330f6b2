import type { DataAccessEntry } from "../../../../card-schemas";
import type { MessageId } from "../../../app/i18n/locales";
import { useIntl, useT } from "../../../app/i18n/useT";
import "./dataAccess.css";

const WHAT: Record<DataAccessEntry["what"], MessageId> = {
  DATA: "dataAccess.what.DATA",
  SERIES: "dataAccess.what.SERIES",
  PICTURE: "dataAccess.what.PICTURE",
  SUMMARY: "dataAccess.what.SUMMARY",
};

/** "Who read my data": each read of the patient's data by an author, newest first. */
export function DataAccessList({ items }: { items: readonly DataAccessEntry[] }) {
  const t = useT();
  const intl = useIntl();
  if (items.length === 0) return <p className="muted">{t("dataAccess.empty")}</p>;
  return (
    <ul className="row-list" aria-label={t("dataAccess.listLabel")}>
      {items.map((item) => (
        <li key={item.id} className="data-access__item">
          <strong>{item.authorName}</strong>
          <span>{t(WHAT[item.what])}</span>
          <span className="muted">
            <time dateTime={item.at}>
              {intl.formatDate(item.at, { dateStyle: "medium", timeStyle: "short" })}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}
