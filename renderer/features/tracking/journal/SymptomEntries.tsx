import { useState, type FormEvent } from "react";
import type { CatalogueSymptom, SymptomEventView } from "../../../../card-schemas";
import { IntensityPicker } from "../symptoms/IntensityPicker";
import { newEntryId } from "../symptoms/queries";
import { useT } from "../../../app/i18n/useT";
import { CatalogueSelect } from "./CatalogueSelect";
import { CorrectableEntries } from "./CorrectableEntries";
import { EntryForm } from "./EntryForm";
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
    <EntryForm
      testId="journal-symptom-form"
      busy={busy}
      canSave={intensity !== undefined}
      onSubmit={submit}
      onCancel={onDone}
    >
      <CatalogueSelect
        label={t("journal.symptoms.which")}
        items={catalogue}
        value={symptom}
        onChange={setSymptom}
      />
      <IntensityPicker label={t("journal.symptoms.intensity")} value={intensity} onPick={setIntensity} />
    </EntryForm>
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
  const labelOf = (id: string) => catalogue.find((item) => item.id === id)?.label ?? id;
  return (
    <CorrectableEntries
      entries={events}
      texts={{
        title: "journal.symptoms.title",
        empty: "journal.symptoms.empty",
        add: "journal.symptoms.add",
      }}
      testIds={{ section: "journal-symptoms", entry: "journal-symptom" }}
      correctable={correctable}
      busy={busy}
      nameOf={(event) => labelOf(event.symptom)}
      details={(event) => (
        <>
          <IntensityBadge value={event.intensity} />
          {event.variables.comment && <span className="muted">{event.variables.comment}</span>}
          {event.variables.triggers && event.variables.triggers.length > 0 && (
            <span className="muted" data-testid="journal-triggers">
              {t("journal.symptoms.triggers", {
                triggers: event.variables.triggers.map((id) => triggerLabels[id] ?? id).join(", "),
              })}
            </span>
          )}
        </>
      )}
      remove={(event) => correct({ kind: "removeSymptom", id: event.id, date })}
      form={(onDone, editing) => (
        <SymptomEventForm
          date={date}
          catalogue={catalogue}
          editing={editing}
          busy={busy}
          correct={correct}
          onDone={onDone}
        />
      )}
    />
  );
}
