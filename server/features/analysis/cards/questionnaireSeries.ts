/**
 * ANALYSIS_QUESTIONNAIRE_SERIES (analytic type timeserie_questionnaire): a questionnaire's scores
 * by the patient's day over the window (90 days by default, docs/features/analysis.md), one card per category:
 * `questionnaire`, or each category the patient filled in the window.
 */
import type { AnalysisQuestionnaireSeriesCard } from "../../../../card-schemas";
import { dailyMeans } from "../../../../engine/analysis/analysisSeries";
import { addDays, localDay } from "../../../../engine/shared/dates";
import type { AnalysisBuilder } from "./builder";

const NAME_MAX = 200;

export const buildQuestionnaireSeries: AnalysisBuilder = async (deps, user, window, query) => {
  // A day of margin on each side: the window is in the patient's days, records in instants.
  const rows = (await deps
    .db("questionnaireRecords")
    .where({ userId: user.id })
    .modify((builder) => {
      if (query.questionnaire) builder.where({ formCategory: query.questionnaire });
    })
    .where("datetime", ">=", `${addDays(window.from, -1)}T00:00:00Z`)
    .where("datetime", "<", `${addDays(window.to, 2)}T00:00:00Z`)
    .select("formCategory", "datetime", "score")) as Array<{
    formCategory: string;
    datetime: Date;
    score: unknown;
  }>;
  const records = rows
    .map((row) => ({
      category: row.formCategory,
      date: localDay(new Date(row.datetime), user.timeZone),
      value: Number(row.score),
    }))
    .filter((record) => record.date >= window.from && record.date <= window.to);
  const categories = query.questionnaire
    ? [query.questionnaire]
    : [...new Set(records.map((record) => record.category))].sort();
  if (categories.length === 0) return [];
  const definitions = (await deps
    .db("questionnaires")
    .whereIn("type", categories)
    .orderBy("id")
    .select("type", "definition")) as Array<{ type: string; definition: { title?: Record<string, string> } }>;
  const title = (category: string) => {
    const titles = definitions.find((row) => row.type === category)?.definition.title;
    return (titles?.[user.language] ?? titles?.en ?? category).slice(0, NAME_MAX);
  };
  return categories.map((category): AnalysisQuestionnaireSeriesCard => {
    const points = dailyMeans(records.filter((record) => record.category === category));
    return {
      id: `timeserie_questionnaire-${category}`,
      type: "ANALYSIS_QUESTIONNAIRE_SERIES",
      n: points.length,
      from: window.from,
      to: window.to,
      questionnaire: category,
      name: title(category),
      points,
    };
  });
};
