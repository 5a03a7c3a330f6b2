import { createElement, useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { DailyActivityView, LocalizedDataValue } from "../../../../card-schemas";
import { entryInputs } from "../dailyEntry/entryInputs";
import { useErrorMessage } from "../../../app/errors/useErrorMessage";
import { useT } from "../../../app/i18n/useT";
import { useSaveDailyActivity } from "../useSaveDailyActivity";
import { dailyValueText } from "./dailyValueText";
import { EntryActions } from "./EntryActions";
import type { JournalCorrection } from "./queries";
import { callKey } from "../../../app/api/callKey";

/** Location values read the position and today's air or pollen (docs/features/tracking.md): never a past day's. */
const TODAY_ONLY = new Set(["LOCALIZATION", "LOCALIZATION_AIRQUALITY", "LOCALIZATION_POLLEN"]);

interface ValueEntriesProps {
  date: string;
  entries: readonly DailyActivityView[];
  catalogue: readonly LocalizedDataValue[];
  correctable: boolean;
  busy: boolean;
  correct: (correction: JournalCorrection) => void;
}

function ValueForm({
  date,
  choices,
  initial,
  onDone,
}: {
  date: string;
  choices: readonly LocalizedDataValue[];
  initial?: string;
  onDone: (saved: boolean) => void;
}) {
  const t = useT();
  const describe = useErrorMessage();
  const selectId = useId();
  const queryClient = useQueryClient();
  const save = useSaveDailyActivity();
  const [key, setKey] = useState(initial ?? "");
  const [error, setError] = useState<string>();
  const chosen = choices.find((value) => value.value === key);
  const Input = chosen ? entryInputs[chosen.type] : undefined;
  return (
    <div className="journal-form" data-testid="journal-value-form">
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t("journal.values.which")}
        </label>
        <select
          id={selectId}
          className="field__input"
          value={key}
          onChange={(event) => setKey(event.currentTarget.value)}
        >
          <option value="">{t("journal.values.choose")}</option>
          {choices.map((value) => (
            <option key={value.value} value={value.value}>
              {value.label.name}
            </option>
          ))}
        </select>
      </div>
      {chosen &&
        Input &&
        createElement(Input, {
          key: chosen.value,
          dataValue: chosen,
          date,
          busy: save.isPending,
          onError: setError,
          onAnswer: (intensity, data) =>
            save.mutate(
              { value: chosen.value, date, intensity, ...(data ? { data } : {}) },
              {
                onSuccess: async () => {
                  await queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/journal") });
                  onDone(true);
                },
                onError: (failure) => setError(describe(failure).text),
              },
            ),
        })}
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn" onClick={() => onDone(false)}>
        {t("journal.cancel")}
      </button>
    </div>
  );
}

/** The day's values, formatted as entered, each replaced or removed, and a form to enter one. */
export function ValueEntries({ date, entries, catalogue, correctable, busy, correct }: ValueEntriesProps) {
  const t = useT();
  const headingId = useId();
  const [form, setForm] = useState<"new" | string | null>(null);
  const [saved, setSaved] = useState(false);
  const choices = catalogue.filter(
    (value) => !value.hide && Object.hasOwn(entryInputs, value.type) && !TODAY_ONLY.has(value.type),
  );
  const done = (wasSaved: boolean) => {
    setSaved(wasSaved);
    setForm(null);
  };
  return (
    <section className="journal-section" aria-labelledby={headingId} data-testid="journal-values">
      <h3 id={headingId}>{t("journal.values.title")}</h3>
      {entries.length === 0 && <p className="muted">{t("journal.values.empty")}</p>}
      {entries.length > 0 && (
        <ul className="journal-list">
          {entries.map((entry) => {
            const dataValue = catalogue.find((value) => value.value === entry.value);
            const name = dataValue?.label.name ?? entry.value;
            const shown = dataValue
              ? dailyValueText(dataValue, entry.intensity)
              : { text: String(entry.intensity) };
            if (form === entry.value) {
              return (
                <li key={entry.id}>
                  <ValueForm date={date} choices={choices} initial={entry.value} onDone={done} />
                </li>
              );
            }
            return (
              <li key={entry.id} className="journal-entry" data-testid="journal-value">
                <span className="journal-entry__text">
                  <strong>{name}</strong>
                  <span>{"key" in shown ? t(shown.key) : shown.text}</span>
                </span>
                {correctable && (
                  <EntryActions
                    name={name}
                    busy={busy}
                    onEdit={
                      choices.some((value) => value.value === entry.value)
                        ? () => setForm(entry.value)
                        : undefined
                    }
                    onRemove={() => correct({ kind: "removeValue", value: entry.value, date })}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {saved && (
        <p className="notice" role="status">
          {t("journal.saved")}
        </p>
      )}
      {correctable &&
        (form === "new" ? (
          <ValueForm date={date} choices={choices} onDone={done} />
        ) : (
          <button
            type="button"
            className="btn btn--block"
            onClick={() => {
              setSaved(false);
              setForm("new");
            }}
          >
            {t("journal.values.add")}
          </button>
        ))}
    </section>
  );
}
