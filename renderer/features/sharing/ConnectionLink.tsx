import type { Connection } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import { LinkQrCode } from "./LinkQrCode";
import "./sharing.css";

export interface ConnectionLinkProps {
  connection: Pick<Connection, "id" | "name" | "link">;
  onCopy: (link: string) => void;
}

/**
 * What the patient hands a doctor: the external view's link, a button copying it, and its QR code.
 * Opening the link opens the shared data, asking for the password there when there is one.
 */
export function ConnectionLink({ connection, onCopy }: ConnectionLinkProps) {
  const t = useT();
  const linkId = `connection-link-${connection.id}`;
  return (
    <div className="sharing-link">
      <div className="sharing-link__text">
        <span className="field__label" id={linkId}>
          {t("sharing.item.link")}
        </span>
        <a
          className="sharing-link__url"
          href={connection.link}
          aria-describedby={linkId}
          data-testid="connection-link"
        >
          {connection.link}
        </a>
        <button
          type="button"
          className="btn btn--ghost"
          aria-label={t("sharing.item.copyLinkOf", { name: connection.name })}
          onClick={() => onCopy(connection.link)}
        >
          {t("sharing.item.copyLink")}
        </button>
      </div>
      <figure className="sharing-link__qr">
        <LinkQrCode link={connection.link} label={t("sharing.item.qr", { name: connection.name })} />
        <figcaption className="muted">{t("sharing.item.qrHint")}</figcaption>
      </figure>
    </div>
  );
}
