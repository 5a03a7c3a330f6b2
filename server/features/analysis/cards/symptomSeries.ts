/**
 * ANALYSIS_SYMPTOM_SERIES (analytic type timeSerie_symptom): a symptom's intensity by day over the
 * window. With `symptom`, that one; without, one card per recurring symptom of the patient.
 */
import type { AnalysisSymptomSeriesCard } from "../../../../card-schemas";
import { dailyMeans } from "../../../../engine/analysis/analysisSeries";
import { ValidationError } from "../../../core/errors";
import { presentSymptom } from "../../tracking";
import type { AnalysisBuilder } from "./builder";
import { recurringSymptoms } from "./recurringSymptoms";
import { dayOf } from "../../../platform/db/dayOf";

export const buildSymptomSeries: AnalysisBuilder = async (deps, user, window, query) => {
  const ids = query.symptom ? [query.symptom] : await recurringSymptoms(deps, user);
  if (ids.length === 0) return [];
  const [catalogue, events] = await Promise.all([
    deps.db("symptoms").whereIn("id", ids).select("id", "extra"),
    deps
      .db("symptomEvents")
      .where({ userId: user.id })
      .whereIn("symptom", ids)
      .whereBetween("date", [window.from, window.to])
      .select("symptom", "date", "intensity"),
  ]);
  if (query.symptom && catalogue.length === 0)
    throw new ValidationError([{ path: "/symptom", message: "is not in the symptom catalogue" }]);
  const names = new Map(catalogue.map((row) => [row.id as string, presentSymptom(row, user.language).label]));
  return ids.map((symptom): AnalysisSymptomSeriesCard => {
    const points = dailyMeans(
      events
        .filter((event) => event.symptom === symptom)
        .map((event) => ({ date: dayOf(event.date), value: Number(event.intensity) })),
    );
    return {
      id: `timeSerie_symptom-${symptom}`,
      type: "ANALYSIS_SYMPTOM_SERIES",
      n: points.length,
      from: window.from,
      to: window.to,
      symptom,
      name: names.get(symptom) ?? symptom,
      points,
    };
  });
};
