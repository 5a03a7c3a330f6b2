/**
 * GET /api/patient/analysis (docs/features/analysis.md): the cards of one analytic as an `analysis`
 * document. Each kind has its builder in its own file (`./<kind>.ts`), listed in `analysisBuilders`. As on home,
 * each card is validated on its own: one that fails its schema becomes an ERROR card (logged), so
 * the page always renders.
 */
import type { AnalysisCard, AnalysisDocument, AnalyticType, ErrorCard } from "../../../../card-schemas";
import { validateAnalysisCard, validateDocument } from "../../../../card-schemas/validators";
import { analysisWindow } from "../../../../engine/analysis/analysisWindows";
import { localDay } from "../../../../engine/shared/dates";
import type { AppDeps } from "../../../appDeps";
import type { User } from "../../../platform/db/models";
import { ValidationError } from "../../../core/errors";
import { buildCorrelations } from "./correlations";
import { buildGallery } from "./gallery";
import { buildMedicationCalendar } from "./medicationCalendar";
import { buildSymptomCalendar } from "./symptomCalendar";
import { buildQuestionnaireSeries } from "./questionnaireSeries";
import { buildScreen, buildSleep } from "./sleep";
import { buildSymptomSeries } from "./symptomSeries";
import { buildSymptomsEvolution } from "./symptomsEvolution";
import { buildValuePie } from "./valuePie";
import { buildValueSeries } from "./valueSeries";
import type { AnalysisBuilder, AnalysisQuery } from "./builder";
import { buildWeeklyWrapUp } from "./weeklyWrapUp";

/** The builder of each kind. */
export const analysisBuilders: Record<AnalyticType, AnalysisBuilder> = {
  timeSerie_symptom: buildSymptomSeries,
  calendar_symptom: buildSymptomCalendar,
  calendar_medication: buildMedicationCalendar,
  image_list: buildGallery,
  correlation: buildCorrelations,
  timeSerie_symptoms: buildSymptomsEvolution,
  timeserie_questionnaire: buildQuestionnaireSeries,
  timeSerie: buildValueSeries,
  dataValue: buildValuePie,
  sleep: buildSleep,
  screen: buildScreen,
  weeklyWrapUp: buildWeeklyWrapUp,
};

/** An ERROR card standing in for one that failed its schema. */
function errorCard(card: AnalysisCard, day: string, reason: string): ErrorCard {
  return {
    id: card.id,
    type: "ERROR",
    date: day,
    maxDate: day,
    rewards: 0,
    globalnotificationID: "analysis",
    reason: reason.slice(0, 500),
  };
}

export async function buildAnalysis(
  deps: AppDeps,
  user: User,
  query: AnalysisQuery,
): Promise<AnalysisDocument> {
  const build = analysisBuilders[query.kind];
  const today = localDay(deps.now(), user.timeZone);
  const window = analysisWindow(query.kind, today, { from: query.from, to: query.to });
  if ("problem" in window) {
    const message =
      window.problem === "FROM_AFTER_TO" ? "must not be after `to`" : "makes a window longer than a year";
    throw new ValidationError([{ path: "/from", message }]);
  }
  const cards = (await build(deps, user, window, query)).map((card) => {
    const check = validateAnalysisCard(card);
    if (check.ok) return card;
    const reason = check.errors.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
    console.error(`analysis: invalid ${card.type} card: ${reason}`);
    return errorCard(card, today, reason);
  });
  const document: AnalysisDocument = {
    screen: "analysis",
    schemaVersion: 1,
    locale: user.language,
    from: window.from,
    to: window.to,
    cards,
  };
  const check = validateDocument(document);
  if (!check.ok) throw new Error(`invalid analysis document ${JSON.stringify(check.errors)}`);
  return document;
}
