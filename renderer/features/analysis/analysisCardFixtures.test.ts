import { describe, expect, it } from "vitest";
import { validateAnalysisCard, validateDocument } from "../../../card-schemas/validators";
import {
  analysisDocument,
  correlationsCard,
  galleryCard,
  medicationCalendarCard,
  symptomCalendarCard,
} from "./analysisCardFixtures";

describe("the calendars', gallery's and correlations' fixtures", () => {
  it.each(["en", "fr"] as const)("are valid analysis cards (%s)", (locale) => {
    const cards = [
      symptomCalendarCard(locale),
      symptomCalendarCard(locale, "2026-10"),
      symptomCalendarCard(locale, "2026-11", true),
      medicationCalendarCard(locale),
      medicationCalendarCard(locale, true),
      galleryCard(locale),
      galleryCard(locale, true),
      ...(["limited", "paid", "notEnoughData", "noAssociation"] as const).map((state) =>
        correlationsCard(locale, state),
      ),
    ];
    for (const card of cards) expect(validateAnalysisCard(card)).toEqual({ ok: true });
    expect(validateDocument(analysisDocument(cards, locale))).toEqual({ ok: true });
  });
});
