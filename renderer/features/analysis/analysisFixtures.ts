/** Analysis documents, cards and analytics pages for stories and tests, valid against card-schemas (analysisFixtures.test.ts). */
import type {
  AnalysisDocument,
  AnalysisQuestionnaireSeriesCard,
  AnalysisScreenCard,
  AnalysisSleepCard,
  AnalysisSymptomSeriesCard,
  AnalysisSymptomsEvolutionCard,
  AnalysisValuePieCard,
  AnalysisValueSeriesCard,
  AnalysisWeeklyWrapUpCard,
  AnalyticsPage,
} from "../../../card-schemas";
import { ok, type MockRoutes } from "../../test/mockApi";

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

/** A symptom recorded once: not enough to draw (docs/features/analysis.md). */
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

/** The last 6 days' wrap-up: water and walks recorded most, migraine lower on the walking days. */
export function weeklyWrapUpCard(filled = true, locale: "en" | "fr" = "en"): AnalysisWeeklyWrapUpCard {
  const fr = locale === "fr";
  const water = fr ? "Eau" : "Water";
  const walk = fr ? "Marche" : "Walk";
  return {
    id: "weeklyWrapUp",
    type: "ANALYSIS_WEEKLY_WRAP_UP",
    n: filled ? 6 : 0,
    from: day(-5),
    to: ANALYSIS_DAY,
    weekly: filled
      ? [
          { value: "water", name: water, score: 100, days: 6 },
          { value: "walk", name: walk, score: 67, days: 4 },
          { value: "meditation", name: fr ? "Méditation" : "Meditation", score: 17, days: 1 },
        ]
      : [],
    symptoms: filled
      ? [{ symptom: "MIGRAINE", symptomName: "Migraine", value: "walk", name: walk, score: 50, days: 5 }]
      : [],
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

const window = { from: WINDOW_FROM, to: ANALYSIS_DAY };
const points = (offsets: readonly number[], values: readonly number[]) =>
  offsets.map((offset, index) => ({ date: day(offset), value: values[index % values.length]! }));

/** Migraine, nausea and back pain over 30 days; `empty`: nothing recorded. */
export function symptomsEvolutionCard(
  empty = false,
  locale: "en" | "fr" = "en",
): AnalysisSymptomsEvolutionCard {
  const fr = locale === "fr";
  const series = [
    {
      symptom: "MIGRAINE",
      name: "Migraine",
      points: empty ? [] : points([-27, -20, -13, -6, -1], [3, 4, 2, 5, 1]),
    },
    {
      symptom: "NAUSEA",
      name: fr ? "Nausée" : "Nausea",
      points: empty ? [] : points([-20, -12, -6], [1, 2, 3]),
    },
    {
      symptom: "BACK_PAIN",
      name: fr ? "Mal de dos" : "Back pain",
      points: empty ? [] : points([-25, -15, -5, 0], [2]),
    },
  ];
  return {
    id: "timeSerie_symptoms",
    type: "ANALYSIS_SYMPTOMS_EVOLUTION",
    n: new Set(series.flatMap((one) => one.points.map((point) => point.date))).size,
    ...window,
    series,
  };
}

export function valueSeriesCard(empty = false, locale: "en" | "fr" = "en"): AnalysisValueSeriesCard {
  const list = empty ? [] : points([-9, -8, -7, -6, -5, -4, -3, -2, -1, 0], [6, 8, 5, 7, 9, 4, 6, 8, 7, 6]);
  return {
    id: "timeSerie-WATER",
    type: "ANALYSIS_VALUE_SERIES",
    n: list.length,
    ...window,
    dataValue: "WATER",
    name: locale === "fr" ? "Eau" : "Water",
    unit: locale === "fr" ? "verres" : "glasses",
    max: 20,
    points: list,
  };
}

/** A week of 3,000 to 10,000 steps, on a value whose catalogue allows 100,000: the axis spans the week. */
export function stepsSeriesCard(): AnalysisValueSeriesCard {
  const list = points([-6, -5, -4, -3, -2, -1, 0], [3000, 5400, 10_000, 7200, 4100, 8800, 6300]);
  return {
    id: "timeSerie-STEPS",
    type: "ANALYSIS_VALUE_SERIES",
    n: list.length,
    ...window,
    dataValue: "STEPS",
    name: "Steps",
    unit: "steps",
    max: 100_000,
    points: list,
  };
}

/** Bedtimes on the night axis (after midnight + 1440): 23:30, 00:30, 23:00, 01:10. */
export function bedtimeSeriesCard(): AnalysisValueSeriesCard {
  const list = points([-3, -2, -1, 0], [1410, 1470, 1380, 1510]);
  return {
    id: "timeSerie-BEDTIME",
    type: "ANALYSIS_VALUE_SERIES",
    n: list.length,
    ...window,
    dataValue: "BEDTIME",
    name: "Bedtime",
    max: 1510,
    valueFormat: "timeOfNight",
    points: list,
  };
}

export function questionnaireSeriesCard(
  empty = false,
  locale: "en" | "fr" = "en",
): AnalysisQuestionnaireSeriesCard {
  const list = empty ? [] : points([-84, -70, -56, -42, -28, -14, 0], [14, 12, 12, 10, 9, 8, 6]);
  return {
    id: "timeserie_questionnaire-SLEEP",
    type: "ANALYSIS_QUESTIONNAIRE_SERIES",
    n: list.length,
    from: day(-89),
    to: ANALYSIS_DAY,
    questionnaire: "SLEEP",
    name: locale === "fr" ? "Qualité de votre sommeil" : "Your sleep quality",
    points: list,
  };
}

export function valuePieCard(empty = false, locale: "en" | "fr" = "en"): AnalysisValuePieCard {
  const fr = locale === "fr";
  const slices = empty
    ? []
    : [
        { label: "Stress", count: 7 },
        { label: fr ? "Manque de sommeil" : "Lack of sleep", count: 4 },
        { label: fr ? "Repas sauté" : "Skipped meal", count: 2 },
        { label: fr ? "Alcool" : "Alcohol", count: 1 },
      ];
  return {
    id: "dataValue-MIGRAINE_TRIGGERS",
    type: "ANALYSIS_VALUE_PIE",
    n: empty ? 0 : 11,
    ...window,
    dataValue: "MIGRAINE_TRIGGERS",
    name: fr ? "Déclencheurs de migraine" : "Migraine triggers",
    slices,
  };
}

/** Ten nights: to bed around 23:00 to 00:40 (1380–1480 on the axis), awake 06:30 to 07:30. */
export function sleepCard(empty = false): AnalysisSleepCard {
  const nights = empty ? [] : [-9, -8, -7, -6, -5, -4, -3, -2, -1, 0];
  return {
    id: "sleep",
    type: "ANALYSIS_SLEEP",
    n: nights.length,
    ...window,
    series: empty
      ? []
      : [
          { entry: "bedtime", points: points(nights, [1380, 1410, 1440, 1480, 1395, 1420, 1450]) },
          { entry: "sleeptime", points: points(nights, [1410, 1450, 1470, 1500, 1420, 1455, 1490]) },
          { entry: "wakeup", points: points(nights, [1830, 1860, 1890, 1845, 1875]) },
          { entry: "getup", points: points(nights, [1850, 1880, 1905, 1860, 1890]) },
        ],
    noSleepMinutes: empty ? null : 25.5,
  };
}

export function screenCard(empty = false): AnalysisScreenCard {
  const days = empty ? [] : [-6, -5, -4, -3, -2, -1, 0];
  return {
    id: "screen",
    type: "ANALYSIS_SCREEN",
    n: days.length,
    ...window,
    series: empty
      ? []
      : [
          { entry: "screenOffBeforeSleep", points: points(days, [15, 30, 5, 45, 20, 60, 30]) },
          { entry: "environmentScreen", points: points(days, [90, 120, 60, 150, 100, 80, 110]) },
        ],
  };
}

/**
 * The analytics list's and the analysis' calls for stories and tests: `total` symptom charts
 * (pages of 10, by `offset`), each opening `symptomSeriesCard`; `never` keeps the list loading.
 */
export function analysisServer(
  options: { total?: number; locale?: "en" | "fr"; never?: boolean } = {},
): MockRoutes {
  const { total = 12, locale = "en", never = false } = options;
  return {
    "GET /api/patient/analytics": ({ query }) =>
      never ? new Promise(() => {}) : ok(analyticsPage(total, Number(query.get("offset") ?? 0), locale)),
    "GET /api/patient/analysis": () => ok(analysisDocument(locale)),
  };
}
