/**
 * ANALYSIS_SYMPTOM_CALENDAR (analytic type calendar_symptom): the month containing the window's last
 * day, each day with an event coloured by its highest intensity. With `symptom`, that one; without,
 * one card per recurring symptom of the patient.
 */
import type { AnalysisSymptomCalendarCard } from "../../../../card-schemas";
import { calendarIntensities } from "../../../../engine/analysis/intensityScale";
import { calendarMonth, firstDayOf, lastDayOf } from "../../../../engine/analysis/monthCalendar";
import type { AnalysisBuilder } from "./builder";
import { askedOrRecurringSymptoms } from "./chartedSymptoms";

export const buildSymptomCalendar: AnalysisBuilder = async (deps, user, window, query) => {
  const month = calendarMonth(window.to);
  const from = firstDayOf(month);
  const to = lastDayOf(month);
  const symptoms = await askedOrRecurringSymptoms(deps, user, query.symptom, { from, to });
  return symptoms.map(({ symptom, name, values }): AnalysisSymptomCalendarCard => {
    const days = calendarIntensities(values);
    return {
      id: `calendar_symptom-${symptom}`,
      type: "ANALYSIS_SYMPTOM_CALENDAR",
      n: days.length,
      from,
      to,
      month,
      symptom,
      name,
      days,
    };
  });
};
