import { useId, useState, type FormEvent } from "react";
import type { CatalogueMedication, MedicationIntakeView } from "../../../../card-schemas";
import { MEDICATION_EFFICIENCY_MAX } from "../../../../engine/tracking/symptomCheckIn";
import { IntensityPicker } from "../symptoms/IntensityPicker";
import { newEntryId } from "../symptoms/queries";
import { useIntl, useT } from "../../../app/i18n/useT";
import { CatalogueSelect } from "./CatalogueSelect";
import { CorrectableEntries } from "./CorrectableEntries";
import { EntryForm } from "./EntryForm";
import type { JournalCorrection } from "./queries";

interface IntakeEntriesProps {
  date: string;
  intakes: readonly MedicationIntakeView[];
  medications: readonly CatalogueMedication[];
  correctable: boolean;
  busy: boolean;
  correct: (correction: JournalCorrection) => void;
}

/** HH:MM of an instant in the browser's zone, the one the time field speaks. */
function timeOf(datetime: string): string {
  const at = new Date(datetime);
  return `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
}

function IntakeForm({
  date,
  medications,
  editing,
  busy,
  correct,
  onDone,
}: {
  date: string;
  medications: readonly CatalogueMedication[];
  editing?: MedicationIntakeView;
  busy: boolean;
  correct: (correction: JournalCorrection) => void;
  onDone: () => void;
}) {
  const t = useT();
  const timeId = useId();
  const [medication, setMedication] = useState(editing?.medicationID ?? medications[0]?.id ?? "");
  const [time, setTime] = useState(editing ? timeOf(editing.datetime) : "12:00");
  const [efficiency, setEfficiency] = useState<number | undefined>(editing?.efficiency);
  const [id] = useState(newEntryId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!medication || !time) return;
    const body = {
      medicationID: medication,
      datetime: new Date(`${date}T${time}`).toISOString(),
      ...(efficiency !== undefined ? { efficiency } : {}),
    };
    correct(
      editing ? { kind: "editIntake", id: editing.id, body, date } : { kind: "addIntake", id, body, date },
    );
    onDone();
  }

  return (
    <EntryForm
      testId="journal-intake-form"
      busy={busy}
      canSave={!!medication && !!time}
      onSubmit={submit}
      onCancel={onDone}
    >
      <CatalogueSelect
        label={t("journal.intakes.which")}
        items={medications}
        value={medication}
        onChange={setMedication}
      />
      <div className="field">
        <label className="field__label" htmlFor={timeId}>
          {t("journal.intakes.time")}
        </label>
        <input
          id={timeId}
          className="field__input"
          type="time"
          required
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
        />
      </div>
      <IntensityPicker label={t("journal.intakes.efficiency")} value={efficiency} onPick={setEfficiency} />
    </EntryForm>
  );
}

/** The day's medication intakes, each changed or removed in place, and a form to add one. */
export function IntakeEntries({
  date,
  intakes,
  medications,
  correctable,
  busy,
  correct,
}: IntakeEntriesProps) {
  const t = useT();
  const intl = useIntl();
  const labelOf = (id: string) => medications.find((item) => item.id === id)?.label ?? id;
  return (
    <CorrectableEntries
      entries={intakes}
      texts={{ title: "journal.intakes.title", empty: "journal.intakes.empty", add: "journal.intakes.add" }}
      testIds={{ section: "journal-intakes", entry: "journal-intake" }}
      correctable={correctable}
      busy={busy}
      nameOf={(intake) => labelOf(intake.medicationID)}
      details={(intake) => (
        <>
          <span>
            {t("journal.intakes.at", { time: intl.formatTime(intake.datetime, { timeStyle: "short" }) })}
          </span>
          {intake.efficiency !== undefined && (
            <span className="muted">
              {t("journal.intakes.efficiencyValue", {
                value: intake.efficiency,
                max: MEDICATION_EFFICIENCY_MAX,
              })}
            </span>
          )}
        </>
      )}
      remove={(intake) => correct({ kind: "removeIntake", id: intake.id, date })}
      form={(onDone, editing) => (
        <IntakeForm
          date={date}
          medications={medications}
          editing={editing}
          busy={busy}
          correct={correct}
          onDone={onDone}
        />
      )}
    />
  );
}
