import { describe, expect, it } from "vitest";
import { analysisSchemas, documentSchemas, sharedSchemas } from "./registry";
import { analysisCardTypes, validateAnalysisCard, validateDocument } from "./validators";

const examplesOf = (schema: Record<string, unknown>) => schema.examples as unknown[];

describe("analysis cards", () => {
  it.each(Object.entries(analysisSchemas))("%s: every example validates as an analysis card", (_, schema) => {
    for (const example of examplesOf(schema)) expect(validateAnalysisCard(example)).toEqual({ ok: true });
  });

  it("the analysis document's examples validate", () => {
    for (const example of examplesOf(documentSchemas.analysis))
      expect(validateDocument(example)).toEqual({ ok: true });
  });

  it("keeps the card union and the type list in step (ERROR stands in for any of them)", () => {
    const refs = (sharedSchemas.analysisCard.oneOf as Array<{ $ref: string }>).map((branch) =>
      branch.$ref.replace(".schema.json", ""),
    );
    expect([...refs].sort()).toEqual([...analysisCardTypes, "ERROR"].sort());
    expect(analysisCardTypes.every((type) => type.startsWith("ANALYSIS_"))).toBe(true);
  });

  it("gives every card its N and window", () => {
    for (const schema of Object.values(analysisSchemas))
      expect(schema.required).toEqual(expect.arrayContaining(["id", "type", "n", "from", "to"]));
  });

  it("refuses an unknown card type and a card missing its N, naming the path", () => {
    expect(validateAnalysisCard({ id: "x", type: "HOLOGRAM" })).toEqual({
      ok: false,
      errors: [{ path: "/type", message: 'unknown type "HOLOGRAM"' }],
    });
    const { n: _n, ...missing } = examplesOf(analysisSchemas.ANALYSIS_SYMPTOM_SERIES)[0] as Record<
      string,
      unknown
    >;
    expect(validateAnalysisCard(missing)).toEqual({
      ok: false,
      errors: [{ path: "/n", message: "is required" }],
    });
  });
});
