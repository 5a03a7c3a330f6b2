import { describe, expect, it } from "vitest";
import { sectionSchemas, sharedSchemas, documentSchemas } from "./registry";
import { homeSectionTypes, validateDocument, validateHomeSection } from "./validators";

const examplesOf = (schema: Record<string, unknown>) => schema.examples as unknown[];

describe("home sections", () => {
  it.each(Object.entries(sectionSchemas))("%s: every example validates as a section", (_, schema) => {
    for (const example of examplesOf(schema)) expect(validateHomeSection(example)).toEqual({ ok: true });
  });

  it("the home document's examples validate", () => {
    for (const example of examplesOf(documentSchemas.home))
      expect(validateDocument(example)).toEqual({ ok: true });
  });

  it("keeps the section union and the type list in step (ERROR stands in for any of them)", () => {
    const refs = (sharedSchemas.homeSection.oneOf as Array<{ $ref: string }>).map((branch) =>
      branch.$ref.replace(".schema.json", ""),
    );
    expect(refs).toEqual([...homeSectionTypes, "ERROR"]);
  });

  it("refuses an unknown section type and a section missing its fields, naming the path", () => {
    expect(validateHomeSection({ id: "x", type: "HOLOGRAM" })).toEqual({
      ok: false,
      errors: [{ path: "/type", message: 'unknown type "HOLOGRAM"' }],
    });
    const result = validateHomeSection({ id: "c", type: "HOME_CORRELATIONS" });
    expect(result).toEqual({ ok: false, errors: [{ path: "/count", message: "is required" }] });
  });
});
