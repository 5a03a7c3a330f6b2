import { useId, useState } from "react";
import { useT } from "../../../app/i18n/useT";
import { SaveButton } from "./SaveButton";
import type { EntryInputProps } from "./entryTypes";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** INTENSITY: a slider from 0 to maxIntensity, starting in the middle. */
export function SliderInput({ dataValue, busy, onAnswer }: EntryInputProps) {
  const t = useT();
  const id = useId();
  const max = dataValue.maxIntensity;
  const [value, setValue] = useState(Math.round(max / 2));
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {dataValue.label.name}
      </label>
      <input
        id={id}
        className="entry__range"
        type="range"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-valuetext={t("dailyEntry.scale", { value, max })}
        onChange={(event) => setValue(Number(event.currentTarget.value))}
      />
      <p className="entry__value" aria-hidden="true">
        {t("dailyEntry.scale", { value, max })}
      </p>
      <SaveButton busy={busy} onClick={() => onAnswer(value)} />
    </>
  );
}

/** INTENSITY_IN_LINE (numbers in a row) and INTENSITY_BULLET (dots filled up to the choice). */
export function InLineInput({
  dataValue,
  busy,
  onAnswer,
  bullets = false,
}: EntryInputProps & { bullets?: boolean }) {
  const t = useT();
  const max = dataValue.maxIntensity;
  const [value, setValue] = useState<number | null>(null);
  const steps = bullets ? range(1, max) : range(0, max);
  return (
    <>
      <div className="entry__scale" role="radiogroup" aria-label={dataValue.label.name}>
        {steps.map((step) => (
          <button
            key={step}
            type="button"
            role="radio"
            aria-checked={value === step}
            aria-label={t("dailyEntry.scale", { value: step, max })}
            className={bullets ? `bullet${value !== null && step <= value ? " bullet--filled" : ""}` : "pill"}
            onClick={() => setValue(step)}
          >
            {bullets ? null : step}
          </button>
        ))}
      </div>
      <SaveButton busy={busy} disabled={value === null} onClick={() => value !== null && onAnswer(value)} />
    </>
  );
}

/** INTENSITY_SELECT: one of the value's options; the option's index is the intensity. */
export function SelectInput({ dataValue, busy, onAnswer }: EntryInputProps) {
  const t = useT();
  const id = useId();
  const options = dataValue.label.options ?? [];
  const [value, setValue] = useState("");
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {dataValue.label.name}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      >
        <option value="" disabled>
          {t("dailyEntry.choose")}
        </option>
        {options.map((option, index) => (
          <option key={option} value={String(index)}>
            {option}
          </option>
        ))}
      </select>
      <SaveButton busy={busy} disabled={value === ""} onClick={() => onAnswer(Number(value))} />
    </>
  );
}
