import { describe, expect, it } from "vitest";
import { testedPairs } from "./testedPairs";

describe("testedPairs", () => {
  it("lists each pair once over its lags, its most paired days, an association at any lag, associations first", () => {
    expect(
      testedPairs([
        { symptom: "MIGRAINE", dataValue: "water", pairedDays: 12, found: false },
        { symptom: "MIGRAINE", dataValue: "water", pairedDays: 11, found: false },
        { symptom: "MIGRAINE", dataValue: "sleepQuality", pairedDays: 14, found: false },
        { symptom: "MIGRAINE", dataValue: "sleepQuality", pairedDays: 13, found: true },
      ]),
    ).toEqual([
      { symptom: "MIGRAINE", dataValue: "sleepQuality", pairedDays: 14, found: true },
      { symptom: "MIGRAINE", dataValue: "water", pairedDays: 12, found: false },
    ]);
  });

  it("answers nothing when nothing was tested", () => {
    expect(testedPairs([])).toEqual([]);
  });
});
