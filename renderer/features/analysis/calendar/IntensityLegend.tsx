import { SYMPTOM_INTENSITIES } from "../../../../engine/tracking";
import { intensityLevel } from "../../../../engine/analysis/intensityScale";
import { useT } from "../../../app/i18n/useT";
import "../../../ui/intensityScale.css";

/** The intensity scale's legend: its 6 colours from 0 to 5 (docs/features/analysis.md), and what the ends mean. */
export function IntensityLegend() {
  const t = useT();
  return (
    <figure className="calendar-legend" data-testid="intensity-legend">
      <figcaption>{t("analysis.calendar.scale")}</figcaption>
      <ul className="calendar-legend__scale">
        {SYMPTOM_INTENSITIES.map((intensity) => (
          <li key={intensity} className={`intensity-level--${intensityLevel(intensity)}`}>
            {intensity}
          </li>
        ))}
      </ul>
    </figure>
  );
}
