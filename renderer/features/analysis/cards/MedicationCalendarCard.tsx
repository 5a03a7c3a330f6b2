import { useId } from "react";
import type { AnalysisMedicationCalendarCard } from "../../../../card-schemas";
import { EFFICIENCY_SCALE_MAX } from "../../../../engine/analysis/medicationEfficiency";
import { useIntl, useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { AnalysisCardFrame } from "../AnalysisCardFrame";
import { MonthCalendar } from "../calendar/MonthCalendar";
import { useCalendarMonth } from "../calendar/useCalendarMonth";

type IntakeDay = AnalysisMedicationCalendarCard["days"][number];

/** The month's average efficiency on its 0–5 scale, or that no intake was rated. */
function EfficiencyScale({ card }: { card: AnalysisMedicationCalendarCard }) {
  const t = useT();
  const intl = useIntl();
  const labelId = useId();
  return (
    <div className="efficiency-scale" data-testid="efficiency-scale">
      <span id={labelId}>{t("analysis.calendar.averageEfficiency")}</span>
      {card.averageEfficiency === null ? (
        <span data-testid="efficiency-average">{t("analysis.calendar.notRated")}</span>
      ) : (
        <>
          <meter
            aria-labelledby={labelId}
            min={0}
            max={EFFICIENCY_SCALE_MAX}
            value={card.averageEfficiency}
          />
          <span data-testid="efficiency-average">
            {t("analysis.calendar.outOf", {
              value: intl.formatNumber(card.averageEfficiency, { maximumFractionDigits: 1 }),
              max: EFFICIENCY_SCALE_MAX,
            })}
          </span>
        </>
      )}
      <span className="task__caption">
        {t("analysis.calendar.efficiencyScale", { max: EFFICIENCY_SCALE_MAX })}
      </span>
    </div>
  );
}

/**
 * ANALYSIS_MEDICATION_CALENDAR (docs/features/analysis.md): a month of the medication, the
 * days with intakes highlighted, the month's average efficiency on its scale, and the previous and
 * next month.
 */
export function MedicationCalendarCard({ card }: { card: AnalysisMedicationCalendarCard }) {
  const t = useT();
  const intl = useIntl();
  const calendar = useCalendarMonth(card, { kind: "calendar_medication", medication: card.medication });
  const days = new Map<string, IntakeDay>(calendar.shown?.days.map((day) => [day.date, day]));
  const dayName = (date: string) =>
    intl.formatDate(`${date}T12:00:00Z`, { day: "numeric", month: "long", timeZone: "UTC" });
  const shown = calendar.shown;

  return (
    <AnalysisCardFrame
      id={card.id}
      title={t("analysis.calendar.medicationTitle", { name: card.name })}
      n={shown?.n ?? 0}
      from={shown?.from ?? card.from}
      to={shown?.to ?? card.to}
      drawable
      testId="medication-calendar"
    >
      <MonthCalendar
        month={calendar.month}
        onMove={calendar.move}
        canGoNext={calendar.canGoNext}
        busy={calendar.busy}
        testId="medication-calendar-grid"
        day={(date) => {
          const day = days.get(date);
          if (!day) return { label: t("analysis.calendar.dayEmpty", { date: dayName(date) }) };
          const label =
            day.efficiency === null
              ? t("analysis.calendar.dayIntakes", { date: dayName(date), count: day.intakes })
              : t("analysis.calendar.dayIntakesRated", {
                  date: dayName(date),
                  count: day.intakes,
                  efficiency: intl.formatNumber(day.efficiency, { maximumFractionDigits: 1 }),
                  max: EFFICIENCY_SCALE_MAX,
                });
          return { className: "is-taken", label };
        }}
      >
        {calendar.error && <ErrorAlert error={calendar.error} />}
        {shown && shown.intakes === 0 && (
          <p className="analysis-card__empty" data-testid="medication-calendar-empty">
            {t("analysis.calendar.medicationEmpty", { name: card.name })}
          </p>
        )}
        {shown && shown.intakes > 0 && (
          <>
            <p data-testid="medication-intakes">{t("analysis.calendar.intakes", { count: shown.intakes })}</p>
            <EfficiencyScale card={shown} />
          </>
        )}
      </MonthCalendar>
    </AnalysisCardFrame>
  );
}
