/**
 * The patient's symptom events as the analyses read them (docs/features/analysis.md): the cards,
 * the correlations and the weekly wrap-up, each over its own days.
 */
import type { AnalysisWindow } from "../../../engine/analysis/analysisWindows";
import type { SymptomEntry } from "../../../engine/analysis/weeklyWrapUp";
import type { Db } from "../../platform/db/connection";
import { dayOf } from "../../platform/db/dayOf";

/** The patient's symptom events from `days.from` to `days.to`, of `symptoms` only when given. */
export async function symptomEntries(
  db: Db,
  patientId: string,
  days: AnalysisWindow,
  symptoms?: readonly string[],
): Promise<SymptomEntry[]> {
  const query = db("symptomEvents").where({ userId: patientId }).whereBetween("date", [days.from, days.to]);
  if (symptoms) query.whereIn("symptom", symptoms);
  const rows = await query.select("symptom", "date", "intensity");
  return rows.map((row) => ({
    symptom: String(row.symptom),
    date: dayOf(row.date),
    intensity: Number(row.intensity),
  }));
}
