/**
 * The calendars', gallery's and correlations' analysis cards for stories and tests, valid against
 * card-schemas (analysisCardFixtures.test.ts), in the patient's language.
 */
import type {
  AnalysisCard,
  AnalysisCorrelationsCard,
  AnalysisDocument,
  AnalysisGalleryCard,
  AnalysisMedicationCalendarCard,
  AnalysisSymptomCalendarCard,
  CorrelationView,
} from "../../../card-schemas";
import type { Locale } from "../../app/i18n/locales";

export const ANALYSIS_MONTH = "2026-11";
const FROM = "2026-11-01";
const TO = "2026-11-30";

const MIGRAINE: Record<Locale, string> = { en: "Migraine", fr: "Migraine", it: "Emicrania", es: "Migraña" };
const IBUPROFEN: Record<Locale, string> = {
  en: "Ibuprofen",
  fr: "Ibuprofène",
  it: "Ibuprofene",
  es: "Ibuprofeno",
};
const MEAL_PHOTO: Record<Locale, string> = {
  en: "Meal photo",
  fr: "Photo du repas",
  it: "Foto del pasto",
  es: "Foto de la comida",
};

/** Migraine in November 2026: a bad week mid-month, quieter days around it. */
const MIGRAINE_DAYS = [
  ["2026-11-02", 1],
  ["2026-11-03", 0],
  ["2026-11-06", 2],
  ["2026-11-09", 3],
  ["2026-11-10", 5],
  ["2026-11-11", 4],
  ["2026-11-12", 2],
  ["2026-11-17", 1],
  ["2026-11-20", 3],
  ["2026-11-24", 0],
  ["2026-11-25", 2],
] as const;

/** Migraine's calendar of November 2026, or of October (fewer days) for the navigation. */
export function symptomCalendarCard(
  locale: Locale = "en",
  month: "2026-10" | "2026-11" = ANALYSIS_MONTH,
  empty = false,
): AnalysisSymptomCalendarCard {
  const days = empty
    ? []
    : MIGRAINE_DAYS.map(([date, intensity]) => ({ date: date.replace("2026-11", month), intensity }));
  return {
    id: "calendar_symptom-MIGRAINE",
    type: "ANALYSIS_SYMPTOM_CALENDAR",
    n: days.length,
    from: `${month}-01`,
    to: month === "2026-10" ? "2026-10-31" : TO,
    month,
    symptom: "MIGRAINE",
    name: MIGRAINE[locale],
    days: month === "2026-10" ? days.slice(0, 4) : days,
  };
}

export function medicationCalendarCard(locale: Locale = "en", empty = false): AnalysisMedicationCalendarCard {
  const days = empty
    ? []
    : [
        { date: "2026-11-06", intakes: 1, efficiency: 3 },
        { date: "2026-11-10", intakes: 2, efficiency: 4.5 },
        { date: "2026-11-11", intakes: 1, efficiency: null },
        { date: "2026-11-20", intakes: 1, efficiency: 2 },
      ];
  return {
    id: "calendar_medication-IBUPROFEN",
    type: "ANALYSIS_MEDICATION_CALENDAR",
    n: days.length,
    from: FROM,
    to: TO,
    month: ANALYSIS_MONTH,
    medication: "IBUPROFEN",
    name: IBUPROFEN[locale],
    days,
    averageEfficiency: empty ? null : 3.5,
    intakes: empty ? 0 : 5,
  };
}

export function galleryCard(locale: Locale = "en", empty = false): AnalysisGalleryCard {
  const picture = (id: string, date: string, source: "private" | "social") => ({
    id,
    url: `/api/files/${id}`,
    date,
    source,
    ...(source === "private" && { label: MEAL_PHOTO[locale] }),
  });
  const pictures = empty
    ? []
    : [
        picture("8f0c1c52-6a0e-4e55-9a2b-2f6d1c0e7a11", "2026-11-25", "private"),
        picture("1b7d9e30-43a1-4c8f-8d6e-5a3c2b1f0e22", "2026-11-21", "social"),
        picture("c2e4a6b8-0d1f-4a3c-9e5b-7d9f1b3d5f33", "2026-11-14", "private"),
      ];
  return {
    id: "image_list",
    type: "ANALYSIS_GALLERY",
    n: pictures.length,
    from: "2026-10-28",
    to: "2026-11-26",
    pictures,
  };
}

/** A drawn picture of a plate, a sky or a glass, in place of a photo. */
const storyPicture = (background: string, shape: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320"><rect width="320" height="320" fill="${background}"/>${shape}</svg>`,
  )}`;
const STORY_PICTURES = [
  storyPicture(
    "#fef0c7",
    '<circle cx="160" cy="160" r="110" fill="#fff"/><circle cx="160" cy="160" r="70" fill="#f79009"/>',
  ),
  storyPicture(
    "#d1e9ff",
    '<circle cx="230" cy="90" r="45" fill="#fdb022"/><rect y="220" width="320" height="100" fill="#067647"/>',
  ),
  storyPicture("#ecfdf3", '<rect x="110" y="60" width="100" height="200" rx="12" fill="#84caff"/>'),
];

/** Stories cannot read /api/files: the same cards with drawn pictures. */
export function withStoryPictures(card: AnalysisGalleryCard): AnalysisGalleryCard {
  return {
    ...card,
    pictures: card.pictures.map((picture, index) => ({
      ...picture,
      url: STORY_PICTURES[index % STORY_PICTURES.length]!,
    })),
  };
}

const SYMPTOM_NAMES: Record<Locale, Record<string, string>> = {
  en: {
    MIGRAINE: "Migraine",
    sleepQuality: "Sleep quality",
    stress: "Stress",
    water: "Water",
    steps: "Steps",
    caffeine: "Caffeine",
  },
  fr: {
    MIGRAINE: "Migraine",
    sleepQuality: "Qualité du sommeil",
    stress: "Stress",
    water: "Eau",
    steps: "Pas",
    caffeine: "Caféine",
  },
  it: {
    MIGRAINE: "Emicrania",
    sleepQuality: "Qualità del sonno",
    stress: "Stress",
    water: "Acqua",
    steps: "Passi",
    caffeine: "Caffeina",
  },
  es: {
    MIGRAINE: "Migraña",
    sleepQuality: "Calidad del sueño",
    stress: "Estrés",
    water: "Agua",
    steps: "Pasos",
    caffeine: "Cafeína",
  },
};

function correlation(
  locale: Locale,
  dataValue: string,
  lag: CorrelationView["lag"],
  value: number,
  adjustedPValue: number,
  pairedDays: number,
): CorrelationView {
  return {
    id: `MIGRAINE_${dataValue}_${lag}`,
    symptom: "MIGRAINE",
    symptomName: SYMPTOM_NAMES[locale].MIGRAINE!,
    dataValue,
    dataValueName: SYMPTOM_NAMES[locale][dataValue]!,
    lag,
    correlation: value,
    pValue: adjustedPValue / 4,
    adjustedPValue,
    confidenceScore: Math.round((1 - adjustedPValue) * 10000) / 10000,
    pairedDays,
    from: "2026-10-28",
    to: "2026-11-26",
  };
}

/** Four correlations found; without a paid author link the first 3 are shown and the card is limited. */
export function correlationsCard(
  locale: Locale = "en",
  state: "limited" | "paid" | "notEnoughData" | "noAssociation" = "limited",
): AnalysisCorrelationsCard {
  const found = [
    correlation(locale, "sleepQuality", "sameDay", -0.82, 0.0044, 24),
    correlation(locale, "stress", "nextDay", 0.71, 0.012, 22),
    correlation(locale, "water", "sameDay", -0.64, 0.031, 19),
    correlation(locale, "steps", "sameDay", -0.61, 0.044, 21),
  ];
  const items = state === "limited" ? found.slice(0, 3) : state === "paid" ? found : [];
  const pair = (dataValue: string, pairedDays: number, isFound: boolean) => ({
    symptom: "MIGRAINE",
    symptomName: SYMPTOM_NAMES[locale].MIGRAINE!,
    dataValue,
    dataValueName: SYMPTOM_NAMES[locale][dataValue]!,
    pairedDays,
    found: isFound,
  });
  const foundPairs = found.map((one) => pair(one.dataValue, one.pairedDays, true));
  // Every pair compared: those found, then one that showed nothing (all of them when nothing stood out).
  const pairs =
    state === "notEnoughData"
      ? []
      : state === "noAssociation"
        ? [...foundPairs.map((one) => ({ ...one, found: false })), pair("caffeine", 20, false)]
        : [...foundPairs, pair("caffeine", 20, false)];
  return {
    id: "correlation",
    type: "ANALYSIS_CORRELATIONS",
    n: state === "notEnoughData" ? 0 : 8,
    from: "2026-10-28",
    to: "2026-11-26",
    items,
    total: items.length === 0 ? 0 : found.length,
    pairs,
    limited: state === "limited",
  };
}

/** The answer of GET /api/patient/analysis holding `cards`, over the first card's window. */
export function analysisDocument(cards: AnalysisCard[], locale: Locale = "en"): AnalysisDocument {
  const window = cards.find((card) => card.type !== "ERROR") as { from: string; to: string } | undefined;
  return {
    screen: "analysis",
    schemaVersion: 1,
    locale,
    from: window?.from ?? FROM,
    to: window?.to ?? TO,
    cards,
  };
}
