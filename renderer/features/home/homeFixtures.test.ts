import { describe, expect, it } from "vitest";
import { validateDocument } from "../../../card-schemas/validators";
import { homeDocument, newsSection, symptomSection, tasksSection } from "./homeFixtures";

describe("home fixtures", () => {
  it.each(["en", "fr"] as const)("are valid home documents (%s)", (locale) => {
    expect(validateDocument(homeDocument(locale))).toEqual({ ok: true });
    const others = [symptomSection(false), newsSection(true), tasksSection(3)];
    expect(validateDocument(homeDocument(locale, { sections: others }))).toEqual({ ok: true });
  });
});
