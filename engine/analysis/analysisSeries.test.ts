import { describe, expect, it } from "vitest";
import { dailyMeans } from "./analysisSeries";

describe("dailyMeans", () => {
  it("gives one point per day, the mean of its values to one decimal, oldest first", () => {
    expect(
      dailyMeans([
        { date: "2026-11-03", value: 4 },
        { date: "2026-11-01", value: 1 },
        { date: "2026-11-03", value: 2 },
        { date: "2026-11-03", value: 2 },
      ]),
    ).toEqual([
      { date: "2026-11-01", value: 1 },
      { date: "2026-11-03", value: 2.7 },
    ]);
  });

  it("has no point without values", () => {
    expect(dailyMeans([])).toEqual([]);
  });
});
