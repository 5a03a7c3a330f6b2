import { useState } from "react";
import type { Connection } from "../../../card-schemas";
import { connectionDisplayName } from "../../../engine/sharing/connections";
import { useIntl, useT } from "../../app/i18n/useT";
import { AccessLog } from "./AccessLog";
import { ConnectionLink } from "./ConnectionLink";
import { SHARE_KINDS } from "./shareKinds";
import "./sharing.css";

export interface ConnectionItemProps {
  connection: Connection;
  onCopy: (connection: Connection) => void;
  /** Copies the external view's link. */
  onCopyLink: (link: string) => void;
  onDelete: (connection: Connection) => void;
  deleting?: boolean;
}

/**
 * One connection: its name cut at 30, its status (expired ones marked), what it shares, its link
 * with a copy button and a QR code (while it can be read), its key with a copy button, delete, and
 * its access log on demand.
 */
export function ConnectionItem({
  connection,
  onCopy,
  onCopyLink,
  onDelete,
  deleting = false,
}: ConnectionItemProps) {
  const t = useT();
  const intl = useIntl();
  const [logOpen, setLogOpen] = useState(false);
  const name = connectionDisplayName(connection.name);
  const kinds = SHARE_KINDS.filter((kind) => connection.shares[kind]).map((kind) =>
    t(`sharing.kind.${kind}`),
  );
  const expired = connection.status === "EXPIRED";
  const logId = `access-log-${connection.id}`;
  return (
    <li className={`tile sharing-item${expired ? " sharing-item--expired" : ""}`} data-testid="connection">
      <div className="sharing-item__head">
        <h3 className="sharing-item__name" title={connection.name}>
          {name}
        </h3>
        <span className={`sharing-item__status sharing-item__status--${connection.status}`}>
          {t(`sharing.status.${connection.status}`)}
        </span>
      </div>
      <p className="muted">
        {t("sharing.item.until", {
          date: intl.formatDate(`${connection.expirationDate}T12:00:00Z`, {
            dateStyle: "medium",
            timeZone: "UTC",
          }),
        })}
        {connection.hasPassword && ` · ${t("sharing.item.password")}`}
      </p>
      <p>
        {t("sharing.item.shares", {
          kinds: kinds.length > 0 ? intl.formatList(kinds) : t("sharing.item.nothing"),
        })}
      </p>
      {!expired && <ConnectionLink connection={connection} onCopy={onCopyLink} />}
      <p className="sharing-item__key">
        <span className="field__label">{t("sharing.item.key")}</span>{" "}
        <code data-testid="connection-key">{connection.key}</code>
      </p>
      <div className="sharing-item__actions">
        <button
          type="button"
          className="btn btn--ghost"
          aria-label={t("sharing.item.copyOf", { name: connection.name })}
          onClick={() => onCopy(connection)}
        >
          {t("sharing.item.copy")}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          aria-expanded={logOpen}
          aria-controls={logId}
          aria-label={t("sharing.item.logOf", { name: connection.name })}
          onClick={() => setLogOpen(!logOpen)}
        >
          {t("sharing.item.log")}
        </button>
        <button
          type="button"
          className="btn btn--ghost sharing-item__delete"
          aria-label={t("sharing.item.deleteOf", { name: connection.name })}
          disabled={deleting}
          onClick={() => onDelete(connection)}
        >
          {t("sharing.item.delete")}
        </button>
      </div>
      <div id={logId} hidden={!logOpen}>
        {logOpen && <AccessLog connectionId={connection.id} name={connection.name} />}
      </div>
    </li>
  );
}
