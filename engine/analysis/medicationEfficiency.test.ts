import { describe, expect, it } from "vitest";
import { averageEfficiency, EFFICIENCY_SCALE_MAX, intakeDays } from "./medicationEfficiency";

describe("averageEfficiency", () => {
  it("is the mean of the rated intakes on the 0-5 scale, one decimal", () => {
    expect(EFFICIENCY_SCALE_MAX).toBe(5);
    expect(averageEfficiency([4, 5, 2])).toBe(3.7);
    expect(averageEfficiency([0, null, 3])).toBe(1.5);
  });

  it("is null when no intake was rated", () => {
    expect(averageEfficiency([])).toBeNull();
    expect(averageEfficiency([null, null])).toBeNull();
  });
});

describe("intakeDays", () => {
  it("counts each day's intakes and averages their efficiency, oldest first", () => {
    expect(
      intakeDays([
        { date: "2026-11-12", efficiency: 4 },
        { date: "2026-11-03", efficiency: null },
        { date: "2026-11-12", efficiency: 1 },
        { date: "2026-11-12", efficiency: null },
      ]),
    ).toEqual([
      { date: "2026-11-03", intakes: 1, efficiency: null },
      { date: "2026-11-12", intakes: 3, efficiency: 2.5 },
    ]);
  });
});
