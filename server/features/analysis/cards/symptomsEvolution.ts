/**
 * ANALYSIS_SYMPTOMS_EVOLUTION (analytic type timeSerie_symptoms): several symptoms' intensity by
 * day, one line each: those of `symptoms` (comma-separated), or the patient's recurring symptoms.
 */
import type { AnalysisSymptomsEvolutionCard } from "../../../../card-schemas";
import { dailyMeans } from "../../../../engine/analysis/analysisSeries";
import { ValidationError } from "../../../core/errors";
import { presentSymptom } from "../../tracking";
import type { AnalysisBuilder } from "./builder";
import { recurringSymptoms } from "./recurringSymptoms";
import { dayOf } from "../../../platform/db/dayOf";

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
  const [catalogue, events] = await Promise.all([
    deps.db("symptoms").whereIn("id", ids).select("id", "extra"),
    deps
      .db("symptomEvents")
      .where({ userId: user.id })
      .whereIn("symptom", ids)
      .whereBetween("date", [window.from, window.to])
      .select("symptom", "date", "intensity"),
  ]);
  const names = new Map(catalogue.map((row) => [row.id as string, presentSymptom(row, user.language).label]));
  const unknown = ids.find((id) => !names.has(id));
  if (asked && unknown)
    throw new ValidationError([{ path: "/symptoms", message: `${unknown} is not in the symptom catalogue` }]);
  const series = ids
    .filter((id) => names.has(id))
    .map((symptom) => ({
      symptom,
      name: names.get(symptom)!,
      points: dailyMeans(
        events
          .filter((event) => event.symptom === symptom)
          .map((event) => ({ date: dayOf(event.date), value: Number(event.intensity) })),
      ),
    }));
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
