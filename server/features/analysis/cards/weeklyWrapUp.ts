/**
 * ANALYSIS_WEEKLY_WRAP_UP (analytic type weeklyWrapUp): the wrap-up of the last 6 days as the job
 * queue last computed it (server/features/analysis/weeklyWrapUps.ts; computed here once if no job has yet), top 5
 * of each type, named in the patient's language. Its window is the stored run's, not the query's:
 * the scores describe those 6 days and no others.
 */
import type { AnalysisWeeklyWrapUpCard } from "../../../../card-schemas";
import { DataValue } from "../../../platform/db/models";
import { presentDataValue } from "../../tracking";
import { presentSymptom } from "../../tracking";
import { listWeeklyWrapUps } from "../weeklyWrapUps";
import type { AppDeps } from "../../../appDeps";
import type { User } from "../../../platform/db/models";

/** An analysis builder (./analysisDocument.ts) that needs neither the query's window nor its filters. */
export async function buildWeeklyWrapUp(deps: AppDeps, user: User): Promise<AnalysisWeeklyWrapUpCard[]> {
  const wrapUp = await listWeeklyWrapUps(deps, user);
  const scores = [...wrapUp.weekly, ...wrapUp.symptoms];
  const valueKeys = [...new Set(scores.map((score) => score.value))];
  const symptomIds = [...new Set(wrapUp.symptoms.map((score) => score.symptom!))];
  const [valueRows, symptomRows, entryDays] = await Promise.all([
    valueKeys.length ? DataValue.query(deps.db).whereIn("value", valueKeys) : [],
    symptomIds.length ? deps.db("symptoms").whereIn("id", symptomIds).select("id", "extra") : [],
    deps.db
      .count({ n: "*" })
      .from(
        deps
          .db("dailyActivities")
          .where({ userId: user.id })
          .whereBetween("date", [wrapUp.from, wrapUp.to])
          .select("date")
          .union((query) =>
            query
              .select("date")
              .from("symptomEvents")
              .where({ userId: user.id })
              .whereBetween("date", [wrapUp.from, wrapUp.to]),
          )
          .as("days"),
      )
      .first(),
  ]);
  const valueNames = new Map(
    valueRows.map((row) => [row.value, presentDataValue(row, user.language).label.name]),
  );
  const symptomNames = new Map(
    symptomRows.map((row) => [row.id as string, presentSymptom(row, user.language).label]),
  );
  const nameOf = (value: string) => valueNames.get(value) ?? value;
  const card: AnalysisWeeklyWrapUpCard = {
    id: "weeklyWrapUp",
    type: "ANALYSIS_WEEKLY_WRAP_UP",
    n: Number(entryDays?.n ?? 0),
    from: wrapUp.from,
    to: wrapUp.to,
    weekly: wrapUp.weekly.map(({ value, score, days }) => ({ value, name: nameOf(value), score, days })),
    symptoms: wrapUp.symptoms.map(({ symptom, value, score, days }) => ({
      symptom: symptom!,
      symptomName: symptomNames.get(symptom!) ?? symptom!,
      value,
      name: nameOf(value),
      score,
      days,
    })),
  };
  return [card];
}
