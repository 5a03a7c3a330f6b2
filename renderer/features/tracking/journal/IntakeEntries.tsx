import { useId, useState, type FormEvent } from "react";
import type { CatalogueMedication, MedicationIntakeView } from "../../../../card-schemas";
import { MEDICATION_EFFICIENCY_MAX } from "../../../../engine/tracking/symptomCheckIn";
import { IntensityPicker } from "../symptoms/IntensityPicker";
import { newEntryId } from "../symptoms/queries";
import { useIntl, useT } from "../../../app/i18n/useT";
import { EntryActions } from "./EntryActions";
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
  const medicationId = useId();
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
    <form className="journal-form" onSubmit={submit} data-testid="journal-intake-form">
      <div className="field">
        <label className="field__label" htmlFor={medicationId}>
          {t("journal.intakes.which")}
        </label>
        <select
          id={medicationId}
          className="field__input"
          value={medication}
          onChange={(event) => setMedication(event.currentTarget.value)}
        >
          {medications.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
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
      <div className="journal-confirm__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || !medication || !time}>
          {busy ? t("journal.saving") : t("journal.save")}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {t("journal.cancel")}
        </button>
      </div>
    </form>
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
  const headingId = useId();
  const [form, setForm] = useState<"new" | string | null>(null);
  const labelOf = (id: string) => medications.find((item) => item.id === id)?.label ?? id;
  return (
    <section className="journal-section" aria-labelledby={headingId} data-testid="journal-intakes">
      <h3 id={headingId}>{t("journal.intakes.title")}</h3>
      {intakes.length === 0 && <p className="muted">{t("journal.intakes.empty")}</p>}
      {intakes.length > 0 && (
        <ul className="journal-list">
          {intakes.map((intake) =>
            form === intake.id ? (
              <li key={intake.id}>
                <IntakeForm
                  date={date}
                  medications={medications}
                  editing={intake}
                  busy={busy}
                  correct={correct}
                  onDone={() => setForm(null)}
                />
              </li>
            ) : (
              <li key={intake.id} className="journal-entry" data-testid="journal-intake">
                <span className="journal-entry__text">
                  <strong>{labelOf(intake.medicationID)}</strong>
                  <span>
                    {t("journal.intakes.at", {
                      time: intl.formatTime(intake.datetime, { timeStyle: "short" }),
                    })}
                  </span>
                  {intake.efficiency !== undefined && (
                    <span className="muted">
                      {t("journal.intakes.efficiencyValue", {
                        value: intake.efficiency,
                        max: MEDICATION_EFFICIENCY_MAX,
                      })}
                    </span>
                  )}
                </span>
                {correctable && (
                  <EntryActions
                    name={labelOf(intake.medicationID)}
                    busy={busy}
                    onEdit={() => setForm(intake.id)}
                    onRemove={() => correct({ kind: "removeIntake", id: intake.id, date })}
                  />
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {correctable &&
        (form === "new" ? (
          <IntakeForm
            date={date}
            medications={medications}
            busy={busy}
            correct={correct}
            onDone={() => setForm(null)}
          />
        ) : (
          <button type="button" className="btn btn--block" onClick={() => setForm("new")}>
            {t("journal.intakes.add")}
          </button>
        ))}
    </section>
  );
}
