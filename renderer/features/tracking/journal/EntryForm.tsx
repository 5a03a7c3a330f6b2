import type { FormEvent, ReactNode } from "react";
import { useT } from "../../../app/i18n/useT";

interface EntryFormProps {
  testId: string;
  busy: boolean;
  /** The fields hold an entry that may be saved. */
  canSave: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A form that adds an entry to the day or changes one: its fields, then save and cancel. */
export function EntryForm({ testId, busy, canSave, onSubmit, onCancel, children }: EntryFormProps) {
  const t = useT();
  return (
    <form className="journal-form" onSubmit={onSubmit} data-testid={testId}>
      {children}
      <div className="journal-confirm__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || !canSave}>
          {busy ? t("journal.saving") : t("journal.save")}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t("journal.cancel")}
        </button>
      </div>
    </form>
  );
}
