/**
 * ANALYSIS_SYMPTOMS_EVOLUTION (analytic type timeSerie_symptoms): several symptoms' intensity by
 * day, one line each: those of `symptoms` (comma-separated), or the patient's recurring symptoms.
 */
import type { AnalysisSymptomsEvolutionCard } from "../../../../card-schemas";
import { dailyMeans } from "../../../../engine/analysis/analysisSeries";
import { ValidationError } from "../../../core/errors";
import type { AnalysisBuilder } from "./builder";
import { chartedSymptoms } from "./chartedSymptoms";
import { recurringSymptoms } from "./recurringSymptoms";

/** The most lines one chart draws (the schema's limit). */
const MAX_SYMPTOMS = 20;

/** How many different days `series` have points on. */
const daysWithPoints = (series: ReadonlyArray<{ points: ReadonlyArray<{ date: string }> }>): number =>
  new Set(series.flatMap((one) => one.points.map((point) => point.date))).size;

export const buildSymptomsEvolution: AnalysisBuilder = async (deps, user, window, query) => {
  const asked = query.symptoms ? [...new Set(query.symptoms.split(","))] : undefined;
  if (asked && asked.length > MAX_SYMPTOMS)
    throw new ValidationError([{ path: "/symptoms", message: `lists more than ${MAX_SYMPTOMS} symptoms` }]);
  const ids = (asked ?? (await recurringSymptoms(deps, user))).slice(0, MAX_SYMPTOMS);
  if (ids.length === 0) return [];
  const symptoms = await chartedSymptoms(deps, user, ids, window);
  const unknown = symptoms.find((one) => one.name === undefined);
  if (asked && unknown)
    throw new ValidationError([
      { path: "/symptoms", message: `${unknown.symptom} is not in the symptom catalogue` },
    ]);
  const series = symptoms.flatMap(({ symptom, name, values }) =>
    name === undefined ? [] : [{ symptom, name, points: dailyMeans(values) }],
  );
  const card: AnalysisSymptomsEvolutionCard = {
    id: "timeSerie_symptoms",
    type: "ANALYSIS_SYMPTOMS_EVOLUTION",
    n: daysWithPoints(series),
    from: window.from,
    to: window.to,
    series,
  };
  return [card];
};
