import { useId, useState, type ReactNode } from "react";
import type { MessageId } from "../../../app/i18n/locales";
import { useT } from "../../../app/i18n/useT";
import { EntryActions } from "./EntryActions";

interface CorrectableEntriesProps<Entry extends { id: string }> {
  entries: readonly Entry[];
  /** The section's heading, what it says without entries, and its button that adds one. */
  texts: { title: MessageId; empty: MessageId; add: MessageId };
  /** The test ids of the section and of each entry shown. */
  testIds: { section: string; entry: string };
  correctable: boolean;
  busy: boolean;
  /** The entry's name: shown first, and read out in its buttons. */
  nameOf: (entry: Entry) => string;
  /** What the entry shows after its name. */
  details: (entry: Entry) => ReactNode;
  remove: (entry: Entry) => void;
  /** The form that changes `editing`, or adds an entry without it; `onDone` closes it. */
  form: (onDone: () => void, editing?: Entry) => ReactNode;
}

/**
 * A section of the day's entries of one kind, each changed (in a form in its place) or removed,
 * and a form to add one; only a day that may still be corrected offers these.
 */
export function CorrectableEntries<Entry extends { id: string }>({
  entries,
  texts,
  testIds,
  correctable,
  busy,
  nameOf,
  details,
  remove,
  form,
}: CorrectableEntriesProps<Entry>) {
  const t = useT();
  const headingId = useId();
  const [open, setOpen] = useState<"new" | string | null>(null);
  const close = () => setOpen(null);
  return (
    <section className="journal-section" aria-labelledby={headingId} data-testid={testIds.section}>
      <h3 id={headingId}>{t(texts.title)}</h3>
      {entries.length === 0 && <p className="muted">{t(texts.empty)}</p>}
      {entries.length > 0 && (
        <ul className="journal-list">
          {entries.map((entry) =>
            open === entry.id ? (
              <li key={entry.id}>{form(close, entry)}</li>
            ) : (
              <li key={entry.id} className="journal-entry" data-testid={testIds.entry}>
                <span className="journal-entry__text">
                  <strong>{nameOf(entry)}</strong>
                  {details(entry)}
                </span>
                {correctable && (
                  <EntryActions
                    name={nameOf(entry)}
                    busy={busy}
                    onEdit={() => setOpen(entry.id)}
                    onRemove={() => remove(entry)}
                  />
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {correctable &&
        (open === "new" ? (
          form(close)
        ) : (
          <button type="button" className="btn btn--block" onClick={() => setOpen("new")}>
            {t(texts.add)}
          </button>
        ))}
    </section>
  );
}
