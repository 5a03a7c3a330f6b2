import type { FieldProblem } from "../../../card-schemas";
import { describe, expect, it } from "vitest";
import { ValidationError } from "../../core/errors";
import { compileInput, compileQuery } from "./inputValidator";

const schema = {
  type: "object",
  properties: {
    limit: { type: "integer", minimum: 1, maximum: 100 },
    day: { type: "string", format: "date" },
    status: { enum: ["INPROGRESS", "DONE"] },
  },
  additionalProperties: false,
};

function refusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return (error.details?.[0] as FieldProblem | undefined)?.path;
    throw error;
  }
  return undefined;
}

describe("a query string's schema", () => {
  const parse = compileQuery(schema);

  it("coerces its numbers from the text", () => {
    expect(parse({ limit: "10", day: "2026-03-01", status: "DONE" })).toEqual({
      limit: 10,
      day: "2026-03-01",
      status: "DONE",
    });
  });

  it("refuses text that is not its number, a repeated value, a day that does not exist, another value", () => {
    expect(refusal(() => parse({ limit: "ten" }))).toBe("/limit");
    expect(refusal(() => parse({ limit: "1.5" }))).toBe("/limit");
    expect(refusal(() => parse({ limit: "101" }))).toBe("/limit");
    expect(refusal(() => parse({ limit: ["1", "2"] }))).toBe("/limit");
    expect(refusal(() => parse({ day: "2026-02-30" }))).toBe("/day");
    expect(refusal(() => parse({ status: "LATER" }))).toBe("/status");
    expect(refusal(() => parse({ other: "1" }))).toBe("/other");
  });

  it("refuses a number that is not finite, even where no maximum caps it", () => {
    const uncapped = compileQuery({ type: "object", properties: { limit: { type: "integer", minimum: 1 } } });
    for (const limit of ["Infinity", "1e309", "-Infinity", "NaN"]) {
      expect(refusal(() => uncapped({ limit }))).toBe("/limit");
    }
    expect(uncapped({ limit: "1e3" })).toEqual({ limit: 1000 });
  });
});

describe("a body's schema", () => {
  it("takes the values as sent: a number written as text is refused", () => {
    expect(refusal(() => compileInput(schema)({ limit: "10" }))).toBe("/limit");
    expect(compileInput(schema)({ limit: 10 })).toEqual({ limit: 10 });
  });

  it("refuses the infinity a JSON body can carry (1e309)", () => {
    const body = JSON.parse('{ "value": 1e309 }') as unknown;
    expect(
      refusal(() => compileInput({ type: "object", properties: { value: { type: "number" } } })(body)),
    ).toBe("/value");
  });
});
