import { describe, expect, it } from "vitest";
import { validateAnalysisCard, validateDocument } from "../../card-schemas/validators";
import { analysisDocument, singlePointCard, symptomSeriesCard } from "./analysisFixtures";

describe("analysis fixtures", () => {
  it.each(["en", "fr"] as const)("are valid analysis documents and cards (%s)", (locale) => {
    expect(validateDocument(analysisDocument(locale))).toEqual({ ok: true });
    for (const card of [
      symptomSeriesCard(true, locale),
      symptomSeriesCard(false, locale),
      singlePointCard(locale),
    ])
      expect(validateAnalysisCard(card)).toEqual({ ok: true });
  });
});
