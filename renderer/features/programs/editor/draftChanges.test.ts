import { describe, expect, it } from "vitest";
import type { ProgramDraft } from "../../../../card-schemas";
import { applyChanges, changeKey } from "./draftChanges";

const draft: ProgramDraft = {
  id: "sleep",
  autorID: "author-1",
  studyDuration: 14,
  termsURL: "https://example.org/terms",
  translations: { fr: { title: "Mieux dormir", description: "Des habitudes." } },
};

describe("applyChanges", () => {
  it("lays the unsaved changes over the server's draft, leaving the draft itself alone", () => {
    const shown = applyChanges(draft, [
      { kind: "field", field: "studyDuration", value: 21 },
      { kind: "field", field: "termsURL", value: null },
      { kind: "text", language: "fr", key: "title", value: "Dormir mieux" },
      { kind: "text", language: "fr", key: "description", value: "" },
      { kind: "text", language: "en", key: "title", value: "Sleep better" },
    ]);
    expect(shown).toEqual({
      id: "sleep",
      autorID: "author-1",
      studyDuration: 21,
      translations: { fr: { title: "Dormir mieux" }, en: { title: "Sleep better" } },
    });
    expect(draft.studyDuration).toBe(14);
    expect(draft.translations.fr).toEqual({ title: "Mieux dormir", description: "Des habitudes." });
  });

  it("keys a change by what it replaces", () => {
    expect(changeKey({ kind: "field", field: "steps", value: [] })).toBe("field:steps");
    expect(changeKey({ kind: "text", language: "it", key: "title", value: "x" })).toBe("text:it:title");
  });
});
