import type { AnalysisSymptomCalendarCard } from "../../../../card-schemas";
import { intensityLevel } from "../../../../engine/analysis/intensityScale";
import { useIntl, useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { AnalysisCardFrame } from "../AnalysisCardFrame";
import { IntensityLegend } from "../calendar/IntensityLegend";
import { MonthCalendar } from "../calendar/MonthCalendar";
import { useCalendarMonth } from "../calendar/useCalendarMonth";
import "../../../ui/intensityScale.css";

/**
 * ANALYSIS_SYMPTOM_CALENDAR (docs/features/analysis.md): a month of the symptom, each day with
 * an event coloured by its highest intensity on the 6-colour scale, the scale's legend, and the
 * previous and next month.
 */
export function SymptomCalendarCard({ card }: { card: AnalysisSymptomCalendarCard }) {
  const t = useT();
  const intl = useIntl();
  const calendar = useCalendarMonth(card, { kind: "calendar_symptom", symptom: card.symptom });
  const intensities = new Map(calendar.shown?.days.map((day) => [day.date, day.intensity]));
  const dayName = (date: string) =>
    intl.formatDate(`${date}T12:00:00Z`, { day: "numeric", month: "long", timeZone: "UTC" });

  return (
    <AnalysisCardFrame
      id={card.id}
      title={t("analysis.calendar.symptomTitle", { name: card.name })}
      n={calendar.shown?.n ?? 0}
      from={calendar.shown?.from ?? card.from}
      to={calendar.shown?.to ?? card.to}
      drawable
      testId="symptom-calendar"
    >
      <MonthCalendar
        month={calendar.month}
        onMove={calendar.move}
        canGoNext={calendar.canGoNext}
        busy={calendar.busy}
        testId="symptom-calendar-grid"
        day={(date) => {
          const intensity = intensities.get(date);
          return intensity === undefined
            ? { label: t("analysis.calendar.dayEmpty", { date: dayName(date) }) }
            : {
                className: `intensity-level--${intensityLevel(intensity)}`,
                label: t("analysis.calendar.dayIntensity", { date: dayName(date), intensity }),
              };
        }}
      >
        {calendar.error && <ErrorAlert error={calendar.error} />}
        {calendar.shown?.days.length === 0 && (
          <p className="analysis-card__empty" data-testid="symptom-calendar-empty">
            {t("analysis.calendar.symptomEmpty", { name: card.name })}
          </p>
        )}
        <IntensityLegend />
      </MonthCalendar>
    </AnalysisCardFrame>
  );
}
