import { describe, expect, it } from "vitest";
import { validateAnalysisCard, validateDocument } from "../../card-schemas/validators";
import {
  analysisDocument,
  questionnaireSeriesCard,
  screenCard,
  singlePointCard,
  sleepCard,
  symptomSeriesCard,
  symptomsEvolutionCard,
  valuePieCard,
  valueSeriesCard,
  weeklyWrapUpCard,
} from "./analysisFixtures";

describe("analysis fixtures", () => {
  it.each(["en", "fr"] as const)("are valid analysis documents and cards (%s)", (locale) => {
    expect(validateDocument(analysisDocument(locale))).toEqual({ ok: true });
    for (const card of [
      symptomSeriesCard(true, locale),
      symptomSeriesCard(false, locale),
      singlePointCard(locale),
      weeklyWrapUpCard(true, locale),
      weeklyWrapUpCard(false, locale),
      symptomsEvolutionCard(false, locale),
      valueSeriesCard(false, locale),
      valueSeriesCard(true, locale),
      questionnaireSeriesCard(false, locale),
      valuePieCard(false, locale),
      valuePieCard(true, locale),
      sleepCard(),
      sleepCard(true),
      screenCard(),
      screenCard(true),
    ])
      expect(validateAnalysisCard(card)).toEqual({ ok: true });
  });
});
