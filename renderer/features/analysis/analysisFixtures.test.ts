import { describe, expect, it } from "vitest";
import { validateAnalysisCard, validateDocument } from "../../../card-schemas/validators";
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
    const cards: unknown[] = [
      symptomSeriesCard(true, locale),
      symptomSeriesCard(false, locale),
      singlePointCard(locale),
      weeklyWrapUpCard(true, locale),
      weeklyWrapUpCard(false, locale),
    ];
    for (const empty of [false, true])
      cards.push(
        symptomsEvolutionCard(empty, locale),
        valueSeriesCard(empty, locale),
        questionnaireSeriesCard(empty, locale),
        valuePieCard(empty, locale),
        sleepCard(empty),
        screenCard(empty),
      );
    for (const card of cards) expect(validateAnalysisCard(card)).toEqual({ ok: true });
  });
});
