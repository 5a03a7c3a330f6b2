import type { ProInvitation } from "../../../../card-schemas";
import { useIntl } from "../../../app/i18n/useT";
import { useProT } from "../../../app/pro/i18n/useProT";

export interface InvitationListProps {
  items: readonly ProInvitation[];
  /** The invitation being decided: its buttons wait. */
  pendingId?: string | null;
  onValidate(id: string): void;
  onReject(id: string): void;
}

/** The follows waiting for the author: who, since when, what they paid; validate or reject each. */
export function InvitationList({ items, pendingId = null, onValidate, onReject }: InvitationListProps) {
  const t = useProT();
  const intl = useIntl();
  if (items.length === 0) return <p className="muted">{t("pro.invitations.empty")}</p>;
  return (
    <ul className="pro-list">
      {items.map((item) => {
        const name = item.name || t("pro.patients.unnamed");
        return (
          <li key={item.id} className="pro-card" aria-labelledby={`invitation-${item.id}`}>
            <h2 id={`invitation-${item.id}`} className="pro-card__title">
              {name}
            </h2>
            {item.requestedAt && (
              <p className="muted">
                {t("pro.invitations.requested", {
                  date: intl.formatDate(item.requestedAt, { dateStyle: "medium" }),
                })}
              </p>
            )}
            <p>
              {item.price > 0
                ? t("pro.invitations.paid", { count: item.price, months: item.months ?? 1 })
                : t("pro.invitations.free")}
            </p>
            <div className="pro-actions">
              <button
                type="button"
                className="btn btn--primary"
                disabled={pendingId === item.id}
                aria-label={t("pro.invitations.validateName", { name })}
                onClick={() => onValidate(item.id)}
              >
                {t("pro.invitations.validate")}
              </button>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={pendingId === item.id}
                aria-label={t("pro.invitations.rejectName", { name })}
                onClick={() => onReject(item.id)}
              >
                {t("pro.invitations.reject")}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
