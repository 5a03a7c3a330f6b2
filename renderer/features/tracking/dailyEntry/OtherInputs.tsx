import { useId, useState } from "react";
import { hourToMinutes } from "../../../../engine/tracking/hourEncoding";
import { encodeMultiselect } from "../../../../engine/tracking/multiselectEncoding";
import { useT } from "../../../app/i18n/useT";
import { Stepper } from "../Stepper";
import { SaveButton } from "./SaveButton";
import type { EntryInputProps } from "./entryTypes";

/** COUNTER: a number from 0 to maxIntensity with − and +. */
export function CounterInput({ dataValue, busy, onAnswer }: EntryInputProps) {
  const [value, setValue] = useState(0);
  return (
    <>
      <Stepper
        label={dataValue.label.name}
        value={value}
        min={0}
        max={dataValue.maxIntensity}
        unit={dataValue.label.unit}
        onChange={setValue}
      />
      <SaveButton busy={busy} onClick={() => onAnswer(value)} />
    </>
  );
}

/** MULTISELECT: chips to toggle; saved as 10^(options+1) + Σ 10^index (docs/features/tracking.md). */
export function MultiselectInput({ dataValue, busy, onAnswer }: EntryInputProps) {
  const t = useT();
  const options = dataValue.label.options ?? [];
  const [picked, setPicked] = useState<number[]>([]);
  const toggle = (index: number) =>
    setPicked((current) =>
      current.includes(index) ? current.filter((i) => i !== index) : [...current, index],
    );
  return (
    <>
      <p className="muted">{t("dailyEntry.pickAll")}</p>
      <div className="entry__scale" role="group" aria-label={dataValue.label.name}>
        {options.map((option, index) => (
          <button
            key={option}
            type="button"
            className="pill"
            aria-pressed={picked.includes(index)}
            onClick={() => toggle(index)}
          >
            {option}
          </button>
        ))}
      </div>
      <SaveButton
        busy={busy}
        onClick={() =>
          onAnswer(encodeMultiselect(dataValue.maxIntensity, picked), {
            options: [...picked].sort((a, b) => a - b),
          })
        }
      />
    </>
  );
}

/** ONOFF: yes saves 1, no saves 0, in one tap. */
export function OnOffInput({ dataValue, busy, onAnswer }: EntryInputProps) {
  const t = useT();
  return (
    <div className="task__actions" role="group" aria-label={dataValue.label.name}>
      <button type="button" className="btn btn--primary" disabled={busy} onClick={() => onAnswer(1)}>
        {t("dailyEntry.yes")}
      </button>
      <button type="button" className="btn" disabled={busy} onClick={() => onAnswer(0)}>
        {t("dailyEntry.no")}
      </button>
    </div>
  );
}

/** HOUR: a time of day, saved as minutes since midnight (docs/features/tracking.md). */
export function HourInput({ busy, onAnswer }: EntryInputProps) {
  const t = useT();
  const id = useId();
  const [time, setTime] = useState("");
  const minutes = hourToMinutes(time);
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t("dailyEntry.time")}
        </label>
        <input
          id={id}
          className="field__input"
          type="time"
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
        />
      </div>
      <SaveButton
        busy={busy}
        disabled={minutes === undefined}
        onClick={() => minutes !== undefined && onAnswer(minutes)}
      />
    </>
  );
}
