import { useState } from "react";
import { useT } from "../../../app/i18n/useT";

interface EntryActionsProps {
  /** The entry, as read out in the buttons' names and the question. */
  name: string;
  /** Absent: the entry cannot be changed here, only removed. */
  onEdit?: () => void;
  onRemove: () => void;
  busy: boolean;
}

/**
 * Change and remove for one entry of the day. Removing takes two taps: remove, then confirm
 * (nothing is lost by a slip of the finger).
 */
export function EntryActions({ name, onEdit, onRemove, busy }: EntryActionsProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <div className="journal-confirm" role="group" aria-label={t("journal.remove.confirm", { name })}>
        <p>{t("journal.remove.confirm", { name })}</p>
        <div className="journal-confirm__actions">
          <button
            type="button"
            className="btn btn--danger"
            data-testid="journal-remove-confirm"
            disabled={busy}
            onClick={() => {
              onRemove();
              setConfirming(false);
            }}
          >
            {t("journal.remove.yes")}
          </button>
          <button type="button" className="btn" onClick={() => setConfirming(false)}>
            {t("journal.remove.keep")}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="journal-entry__actions">
      {onEdit && (
        <button
          type="button"
          className="btn btn--ghost"
          aria-label={t("journal.editLabel", { name })}
          disabled={busy}
          onClick={onEdit}
        >
          {t("journal.edit")}
        </button>
      )}
      <button
        type="button"
        className="btn btn--ghost"
        aria-label={t("journal.removeLabel", { name })}
        data-testid="journal-remove"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {t("journal.remove")}
      </button>
    </div>
  );
}
