import { describe, expect, expectTypeOf, it } from "vitest";
import type { FieldProblem, ProgramConditionResult } from "../../../card-schemas";
import { missingConditionsOf } from "../../features/programs/useSubscribe";
import { ApiError } from "./ApiError";

const condition: ProgramConditionResult = { type: "cost", success: false, amount: 50 };
const problem: FieldProblem = { path: "/name", message: "is taken" };

describe("ApiError's details, typed by the failure schema", () => {
  it("gives the failing fields of its details, and nothing of another shape", () => {
    const error = new ApiError({ status: 400, code: "VALIDATION_FAILED", details: [problem, condition] });
    expect(error.fieldProblems).toEqual([problem]);
    expectTypeOf(error.fieldProblems).toEqualTypeOf<FieldProblem[]>();
  });

  it("reads the conditions of MISSING_SUBSCRIPTION_CONDITIONS as their results, of no other code", () => {
    const details = [condition, { type: "consent" as const, success: true, consent: "data" }];
    const refused = new ApiError({ status: 409, code: "MISSING_SUBSCRIPTION_CONDITIONS", details });
    expect(missingConditionsOf(refused)).toEqual(details);
    expectTypeOf(missingConditionsOf(refused)).toEqualTypeOf<ProgramConditionResult[] | null>();
    const other = new ApiError({ status: 409, code: "TOO_MUCH_PROGRAMS", details: [condition] });
    expect(missingConditionsOf(other)).toBeNull();
  });
});
