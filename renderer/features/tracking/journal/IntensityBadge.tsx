import { intensityLevel } from "../../../../engine/analysis";
import { SYMPTOM_INTENSITY_MAX } from "../../../../engine/tracking/symptomCheckIn";
import { useT } from "../../../app/i18n/useT";
import "../../../ui/intensityScale.css";
import "./journal.css";

/**
 * An intensity 0-5 in its colour of the six (docs/features/tracking.md, the scale the symptom calendars use too),
 * with its value written for everyone.
 */
export function IntensityBadge({ value }: { value: number }) {
  const t = useT();
  return (
    <span
      className={`intensity-badge intensity-level--${intensityLevel(value)}`}
      data-level={value}
      aria-label={t("journal.symptoms.level", { value, max: SYMPTOM_INTENSITY_MAX })}
      role="img"
    >
      {value}/{SYMPTOM_INTENSITY_MAX}
    </span>
  );
}
