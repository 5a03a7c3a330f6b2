/**
 * ANALYSIS_MEDICATION_CALENDAR (analytic type calendar_medication): the month containing the window's
 * last day, the days with intakes (the patient's local days) and the average efficiency. With
 * `medication`, that one, even without intakes; without, one card per medication taken that month.
 */
import type { AnalysisMedicationCalendarCard } from "../../../../card-schemas";
import { averageEfficiency, intakeDays } from "../../../../engine/analysis/medicationEfficiency";
import { calendarMonth, firstDayOf, lastDayOf } from "../../../../engine/analysis/monthCalendar";
import { ValidationError } from "../../../core/errors";
import { presentMedication } from "../../tracking";
import type { AnalysisBuilder } from "./builder";

interface IntakeRow {
  medicationId: string;
  efficiency: number | null;
  day: string;
}

export const buildMedicationCalendar: AnalysisBuilder = async (deps, user, window, query) => {
  const month = calendarMonth(window.to);
  const from = firstDayOf(month);
  const to = lastDayOf(month);
  // An intake's day is the patient's local day (docs/architecture.md), as the intake list counts it.
  const localDate = "(datetime at time zone ?)::date";
  const intakesQuery = deps
    .db("medicationIntakes")
    .where({ userId: user.id })
    .whereRaw(`${localDate} between ?::date and ?::date`, [user.timeZone, from, to])
    .select(
      "medicationId",
      "efficiency",
      deps.db.raw(`to_char(${localDate}, 'YYYY-MM-DD') as day`, [user.timeZone]),
    );
  if (query.medication) intakesQuery.where({ medicationId: query.medication });
  const intakes = (await intakesQuery) as IntakeRow[];
  const ids = query.medication ? [query.medication] : [...new Set(intakes.map((row) => row.medicationId))];
  if (ids.length === 0) return [];
  const catalogue = await deps.db("medications").whereIn("id", ids).select("id", "name", "extra");
  if (query.medication && catalogue.length === 0)
    throw new ValidationError([{ path: "/medication", message: "is not in the medication catalogue" }]);
  const names = new Map(
    catalogue.map((row) => [row.id as string, presentMedication(row, user.language).label]),
  );
  return ids
    .map((medication): AnalysisMedicationCalendarCard => {
      const mine = intakes.filter((row) => row.medicationId === medication);
      const days = intakeDays(mine.map((row) => ({ date: row.day, efficiency: row.efficiency })));
      return {
        id: `calendar_medication-${medication}`,
        type: "ANALYSIS_MEDICATION_CALENDAR",
        n: days.length,
        from,
        to,
        month,
        medication,
        name: names.get(medication) ?? medication,
        days,
        averageEfficiency: averageEfficiency(mine.map((row) => row.efficiency)),
        intakes: mine.length,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, user.language));
};
