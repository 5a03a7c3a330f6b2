import { useId } from "react";
import { useT } from "../../app/i18n/useT";
import "./tracking.css";

export interface StepperProps {
  /** Accessible name of the number, such as the value's name. */
  label: string;
  value: number;
  min: number;
  max: number;
  /** What − and + move by. */
  step?: number;
  unit?: string;
  disabled?: boolean;
  onChange(value: number): void;
}

/** A number with − and + buttons; typing a number works too and is kept within min and max. */
export function Stepper({ label, value, min, max, step = 1, unit, disabled, onChange }: StepperProps) {
  const t = useT();
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  return (
    <div className="stepper">
      <button
        type="button"
        className="btn btn--icon stepper__button"
        aria-label={t("dailyEntry.decrease")}
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - step))}
      >
        −
      </button>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input stepper__input"
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step="any"
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const typed = event.currentTarget.valueAsNumber;
          if (Number.isFinite(typed)) onChange(clamp(typed));
        }}
      />
      {unit && <span className="stepper__unit">{unit}</span>}
      <button
        type="button"
        className="btn btn--icon stepper__button"
        aria-label={t("dailyEntry.increase")}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + step))}
      >
        +
      </button>
    </div>
  );
}
