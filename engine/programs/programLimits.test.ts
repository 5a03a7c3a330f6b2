import { describe, expect, it } from "vitest";
import { canAddProgram, countPrograms, countsAgainstLimits, programLimits } from "./programLimits";

const counts = (followUps: number, total: number) => ({ followUps, total });

describe("programLimits (docs/features/programs.md)", () => {
  it("allows 5 follow-ups plus 5 per paid link, and 5 programs in all plus 10 per link", () => {
    expect(programLimits(counts(0, 0), 0)).toMatchObject({ followUpLimit: 5, totalLimit: 5 });
    expect(programLimits(counts(0, 0), 1)).toMatchObject({ followUpLimit: 10, totalLimit: 15 });
    expect(programLimits(counts(0, 0), 2)).toMatchObject({ followUpLimit: 15, totalLimit: 25 });
  });

  it("hides the add button at 10 plus 5 per link programs", () => {
    expect(programLimits(counts(0, 9), 0).addHidden).toBe(false);
    expect(programLimits(counts(0, 10), 0).addHidden).toBe(true);
    expect(programLimits(counts(0, 14), 1).addHidden).toBe(false);
    expect(programLimits(counts(0, 15), 1).addHidden).toBe(true);
  });

  it("offers the upgrade at 5 plus 5 per link follow-ups", () => {
    expect(programLimits(counts(4, 4), 0).upgrade).toBe(false);
    expect(programLimits(counts(5, 5), 0).upgrade).toBe(true);
    expect(programLimits(counts(9, 9), 1).upgrade).toBe(false);
    expect(programLimits(counts(10, 10), 1).upgrade).toBe(true);
  });

  it("refuses a sixth program without a link, and an eleventh follow-up with one", () => {
    expect(canAddProgram(programLimits(counts(0, 4), 0), "challenge")).toBe(true);
    expect(canAddProgram(programLimits(counts(0, 5), 0), "challenge")).toBe(false);
    expect(canAddProgram(programLimits(counts(9, 12), 1), "followup")).toBe(true);
    expect(canAddProgram(programLimits(counts(10, 12), 1), "followup")).toBe(false);
    // The follow-up limit leaves challenges alone; the total one stops both.
    expect(canAddProgram(programLimits(counts(10, 12), 1), "challenge")).toBe(true);
    expect(canAddProgram(programLimits(counts(0, 15), 1), "challenge")).toBe(false);
  });

  it("counts every status but DONE, by category", () => {
    expect(countsAgainstLimits("DONE")).toBe(false);
    for (const status of ["INPROGRESS", "PENDING", "WAITING_FOR_VALIDATION", "DRAFT"]) {
      expect(countsAgainstLimits(status)).toBe(true);
    }
    expect(
      countPrograms([
        { status: "INPROGRESS", category: "followup" },
        { status: "WAITING_FOR_VALIDATION", category: "challenge" },
        { status: "DONE", category: "followup" },
        { status: "PENDING", category: undefined },
      ]),
    ).toEqual({ followUps: 1, total: 3 });
  });

  it("treats a negative or fractional link count as whole links only", () => {
    expect(programLimits(counts(0, 0), -2).paidLinks).toBe(0);
    expect(programLimits(counts(0, 0), 1.7).totalLimit).toBe(15);
  });
});
