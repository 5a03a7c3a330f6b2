/** Analysis documents, cards and analytics pages for stories and tests, valid against card-schemas (analysisFixtures.test.ts). */
import type { AnalysisDocument, AnalysisSymptomSeriesCard, AnalyticsPage } from "../../card-schemas";

export const ANALYSIS_DAY = "2026-11-26";
export const WINDOW_FROM = "2026-10-28";

const day = (offset: number) => {
  const date = new Date(`${ANALYSIS_DAY}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

/** A migraine over the last 30 days: attacks every few days, stronger at the weekend. */
export function symptomSeriesCard(points = true, locale: "en" | "fr" = "en"): AnalysisSymptomSeriesCard {
  const days = points ? [-27, -24, -20, -16, -13, -9, -6, -2, 0] : [];
  const values = [2, 3.5, 1, 4, 2.5, 5, 3, 1.5, 2];
  const list = days.map((offset, index) => ({ date: day(offset), value: values[index]! }));
  return {
    id: "timeSerie_symptom-MIGRAINE",
    type: "ANALYSIS_SYMPTOM_SERIES",
    n: list.length,
    from: WINDOW_FROM,
    to: ANALYSIS_DAY,
    symptom: "MIGRAINE",
    name: locale === "fr" ? "Migraine" : "Migraine",
    points: list,
  };
}

/** A symptom recorded once: not enough to draw (seed 003 §5). */
export function singlePointCard(locale: "en" | "fr" = "en"): AnalysisSymptomSeriesCard {
  return {
    ...symptomSeriesCard(false, locale),
    id: "timeSerie_symptom-BACK_PAIN",
    symptom: "BACK_PAIN",
    name: locale === "fr" ? "Mal de dos" : "Back pain",
    n: 1,
    points: [{ date: day(-3), value: 3 }],
  };
}

export function analysisDocument(
  locale: "en" | "fr" = "en",
  cards: AnalysisDocument["cards"] = [symptomSeriesCard(true, locale)],
): AnalysisDocument {
  return { screen: "analysis", schemaVersion: 1, locale, from: WINDOW_FROM, to: ANALYSIS_DAY, cards };
}

/** An analytics list of `total` items (symptom charts), `offset` into it, 10 at most. */
export function analyticsPage(total = 3, offset = 0, locale: "en" | "fr" = "en"): AnalyticsPage {
  const names =
    locale === "fr"
      ? ["Migraine", "Mal de dos", "Nausée", "Fatigue", "Vertiges"]
      : ["Migraine", "Back pain", "Nausea", "Fatigue", "Dizziness"];
  const items = Array.from({ length: Math.max(0, Math.min(10, total - offset)) }, (_, index) => {
    const at = offset + index;
    const symptom = `SYMPTOM_${at}`;
    return {
      id: `timeSerie_symptom-${symptom}`,
      type: "timeSerie_symptom" as const,
      name: at < names.length ? names[at]! : `${names[at % names.length]!} ${at}`,
      symptom,
      ...(at % 2 === 1 ? { studyId: "migraine-diary" } : {}),
    };
  });
  return {
    items,
    total,
    studies:
      total > 0
        ? [{ id: "migraine-diary", title: locale === "fr" ? "Journal migraine" : "Migraine diary" }]
        : [],
    types: total > 0 ? ["timeSerie_symptom"] : [],
  };
}
