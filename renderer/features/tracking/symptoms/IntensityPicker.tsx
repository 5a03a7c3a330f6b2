import { useId } from "react";
import { SYMPTOM_INTENSITIES, SYMPTOM_INTENSITY_MAX } from "../../../../engine/tracking/symptomCheckIn";
import { useT } from "../../../app/i18n/useT";

interface IntensityPickerProps {
  /** Names the group: the symptom, or "how well it worked". */
  label: string;
  value: number | undefined;
  onPick: (value: number) => void;
  disabled?: boolean;
  /** Words for the two ends of the scale. */
  lowHint?: string;
  highHint?: string;
}

/** A 0-5 scale of large tappable steps (docs/features/tracking.md: symptom intensity 0-5). */
export function IntensityPicker({
  label,
  value,
  onPick,
  disabled = false,
  lowHint,
  highHint,
}: IntensityPickerProps) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="intensity" disabled={disabled}>
      <legend className="intensity__legend">{label}</legend>
      <div className="intensity__scale">
        {SYMPTOM_INTENSITIES.map((step) => (
          <label key={step} className="intensity__step" data-level={step}>
            <input
              type="radio"
              name={name}
              value={step}
              checked={value === step}
              onChange={() => onPick(step)}
              aria-label={t("symptoms.intensity.step", { value: step, max: SYMPTOM_INTENSITY_MAX })}
            />
            <span aria-hidden="true">{step}</span>
          </label>
        ))}
      </div>
      <p className="intensity__hints" aria-hidden="true">
        <span>{lowHint ?? t("symptoms.intensity.none")}</span>
        <span>{highHint ?? t("symptoms.intensity.strongest")}</span>
      </p>
    </fieldset>
  );
}
