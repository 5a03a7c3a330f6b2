import { useId, useState, type FormEvent } from "react";
import type { CatalogueSymptom, SymptomEventView } from "../../../../card-schemas";
import { IntensityPicker } from "../symptoms/IntensityPicker";
import { newEntryId } from "../symptoms/queries";
import { useT } from "../../../app/i18n/useT";
import { EntryActions } from "./EntryActions";
import { IntensityBadge } from "./IntensityBadge";
import type { JournalCorrection } from "./queries";

interface SymptomEntriesProps {
  date: string;
  events: readonly SymptomEventView[];
  catalogue: readonly CatalogueSymptom[];
  /** The words of the triggers the events carry, as the trigger card offered them. */
  triggerLabels: Readonly<Record<string, string | undefined>>;
  correctable: boolean;
  busy: boolean;
  correct: (correction: JournalCorrection) => void;
}

function SymptomEventForm({
  date,
  catalogue,
  editing,
  busy,
  correct,
  onDone,
}: {
  date: string;
  catalogue: readonly CatalogueSymptom[];
  editing?: SymptomEventView;
  busy: boolean;
  correct: (correction: JournalCorrection) => void;
  onDone: () => void;
}) {
  const t = useT();
  const selectId = useId();
  const [symptom, setSymptom] = useState(editing?.symptom ?? catalogue[0]?.id ?? "");
  const [intensity, setIntensity] = useState<number | undefined>(editing?.intensity);
  // One id per new entry: a retried save records it once.
  const [id] = useState(newEntryId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (intensity === undefined || !symptom) return;
    if (editing) {
      // An edit replaces the event: its details (duration, comment…) go along unchanged.
      const { duration, variables } = editing;
      const body = { symptom, intensity, date, variables, ...(duration !== undefined ? { duration } : {}) };
      correct({ kind: "editSymptom", id: editing.id, body });
    } else {
      correct({ kind: "addSymptom", body: { id, symptom, intensity, date } });
    }
    onDone();
  }

  return (
    <form className="journal-form" onSubmit={submit} data-testid="journal-symptom-form">
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t("journal.symptoms.which")}
        </label>
        <select
          id={selectId}
          className="field__input"
          value={symptom}
          onChange={(event) => setSymptom(event.currentTarget.value)}
        >
          {catalogue.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
      <IntensityPicker label={t("journal.symptoms.intensity")} value={intensity} onPick={setIntensity} />
      <div className="journal-confirm__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || intensity === undefined}>
          {busy ? t("journal.saving") : t("journal.save")}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {t("journal.cancel")}
        </button>
      </div>
    </form>
  );
}

/** The day's symptom events, each changed or removed in place, and a form to add one. */
export function SymptomEntries({
  date,
  events,
  catalogue,
  triggerLabels,
  correctable,
  busy,
  correct,
}: SymptomEntriesProps) {
  const t = useT();
  const headingId = useId();
  const [form, setForm] = useState<"new" | string | null>(null);
  const labelOf = (id: string) => catalogue.find((item) => item.id === id)?.label ?? id;
  return (
    <section className="journal-section" aria-labelledby={headingId} data-testid="journal-symptoms">
      <h3 id={headingId}>{t("journal.symptoms.title")}</h3>
      {events.length === 0 && <p className="muted">{t("journal.symptoms.empty")}</p>}
      {events.length > 0 && (
        <ul className="journal-list">
          {events.map((event) =>
            form === event.id ? (
              <li key={event.id}>
                <SymptomEventForm
                  date={date}
                  catalogue={catalogue}
                  editing={event}
                  busy={busy}
                  correct={correct}
                  onDone={() => setForm(null)}
                />
              </li>
            ) : (
              <li key={event.id} className="journal-entry" data-testid="journal-symptom">
                <span className="journal-entry__text">
                  <strong>{labelOf(event.symptom)}</strong>
                  <IntensityBadge value={event.intensity} />
                  {event.variables.comment && <span className="muted">{event.variables.comment}</span>}
                  {event.variables.triggers && event.variables.triggers.length > 0 && (
                    <span className="muted" data-testid="journal-triggers">
                      {t("journal.symptoms.triggers", {
                        triggers: event.variables.triggers.map((id) => triggerLabels[id] ?? id).join(", "),
                      })}
                    </span>
                  )}
                </span>
                {correctable && (
                  <EntryActions
                    name={labelOf(event.symptom)}
                    busy={busy}
                    onEdit={() => setForm(event.id)}
                    onRemove={() => correct({ kind: "removeSymptom", id: event.id, date })}
                  />
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {correctable &&
        (form === "new" ? (
          <SymptomEventForm
            date={date}
            catalogue={catalogue}
            busy={busy}
            correct={correct}
            onDone={() => setForm(null)}
          />
        ) : (
          <button type="button" className="btn btn--block" onClick={() => setForm("new")}>
            {t("journal.symptoms.add")}
          </button>
        ))}
    </section>
  );
}
