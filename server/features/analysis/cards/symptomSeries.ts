/**
 * ANALYSIS_SYMPTOM_SERIES (analytic type timeSerie_symptom): a symptom's intensity by day over the
 * window. With `symptom`, that one; without, one card per recurring symptom of the patient.
 */
import type { AnalysisSymptomSeriesCard } from "../../../../card-schemas";
import { dailyMeans } from "../../../../engine/analysis/analysisSeries";
import type { AnalysisBuilder } from "./builder";
import { askedOrRecurringSymptoms } from "./chartedSymptoms";

export const buildSymptomSeries: AnalysisBuilder = async (deps, user, window, query) => {
  const symptoms = await askedOrRecurringSymptoms(deps, user, query.symptom, window);
  return symptoms.map(({ symptom, name, values }): AnalysisSymptomSeriesCard => {
    const points = dailyMeans(values);
    return {
      id: `timeSerie_symptom-${symptom}`,
      type: "ANALYSIS_SYMPTOM_SERIES",
      n: points.length,
      from: window.from,
      to: window.to,
      symptom,
      name,
      points,
    };
  });
};
