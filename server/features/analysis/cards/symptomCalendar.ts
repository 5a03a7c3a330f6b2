/**
 * ANALYSIS_SYMPTOM_CALENDAR (analytic type calendar_symptom): the month containing the window's last
 * day, each day with an event coloured by its highest intensity. With `symptom`, that one; without,
 * one card per recurring symptom of the patient.
 */
import type { AnalysisSymptomCalendarCard } from "../../../../card-schemas";
import { calendarIntensities } from "../../../../engine/analysis/intensityScale";
import { calendarMonth, firstDayOf, lastDayOf } from "../../../../engine/analysis/monthCalendar";
import { ValidationError } from "../../../core/errors";
import { presentSymptom } from "../../tracking";
import type { AnalysisBuilder } from "./builder";
import { recurringSymptoms } from "./recurringSymptoms";
import { dayOf } from "../../../platform/db/dayOf";

export const buildSymptomCalendar: AnalysisBuilder = async (deps, user, window, query) => {
  const month = calendarMonth(window.to);
  const from = firstDayOf(month);
  const to = lastDayOf(month);
  const ids = query.symptom ? [query.symptom] : await recurringSymptoms(deps, user);
  if (ids.length === 0) return [];
  const [catalogue, events] = await Promise.all([
    deps.db("symptoms").whereIn("id", ids).select("id", "extra"),
    deps
      .db("symptomEvents")
      .where({ userId: user.id })
      .whereIn("symptom", ids)
      .whereBetween("date", [from, to])
      .select("symptom", "date", "intensity"),
  ]);
  if (query.symptom && catalogue.length === 0)
    throw new ValidationError([{ path: "/symptom", message: "is not in the symptom catalogue" }]);
  const names = new Map(catalogue.map((row) => [row.id as string, presentSymptom(row, user.language).label]));
  return ids.map((symptom): AnalysisSymptomCalendarCard => {
    const days = calendarIntensities(
      events
        .filter((event) => event.symptom === symptom)
        .map((event) => ({ date: dayOf(event.date), value: Number(event.intensity) })),
    );
    return {
      id: `calendar_symptom-${symptom}`,
      type: "ANALYSIS_SYMPTOM_CALENDAR",
      n: days.length,
      from,
      to,
      month,
      symptom,
      name: names.get(symptom) ?? symptom,
      days,
    };
  });
};
