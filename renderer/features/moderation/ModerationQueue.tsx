import { useId, useState } from "react";
import type { ModerationItem } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { AuthorLine } from "../community";
import { useModerate } from "../community";
import { MODERATION_REASON_MAX_LENGTH } from "../../../engine/community";
import "./moderation.css";

/** The moderation queue (docs/features/moderation.md): each waiting item validated or refused, with an optional reason. */
export function ModerationQueue({ items }: { items: ModerationItem[] }) {
  const t = useT();
  if (items.length === 0) return <p className="muted">{t("community.moderation.none")}</p>;
  return (
    <ul className="moderation-queue" data-testid="moderation-queue">
      {items.map((item) => (
        <li key={item.id}>
          <ModerationEntry item={item} />
        </li>
      ))}
    </ul>
  );
}

function ModerationEntry({ item }: { item: ModerationItem }) {
  const t = useT();
  const moderate = useModerate();
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const decide = (status: "validated" | "refused") =>
    moderate.mutate({ id: item.id, status, ...(reason.trim() && { reason: reason.trim() }) });
  return (
    <article className="tile moderation-item" data-testid={`moderation-${item.id}`}>
      <p className="muted">
        {t(`community.moderation.kind.${item.kind}`)}
        {item.groupName && ` · ${item.groupName}`} · {item.language}
      </p>
      <AuthorLine author={item.author} />
      <p className="moderation-text">{item.text}</p>
      <label htmlFor={reasonId} className="field__label">
        {t("community.moderation.reason")}
      </label>
      <input
        id={reasonId}
        className="field__input"
        value={reason}
        maxLength={MODERATION_REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="moderation-actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={moderate.isPending}
          onClick={() => decide("validated")}
        >
          {t("community.moderation.validate")}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={moderate.isPending}
          onClick={() => decide("refused")}
        >
          {t("community.moderation.refuse")}
        </button>
      </div>
      {moderate.isError && <ErrorAlert error={moderate.error} />}
    </article>
  );
}
