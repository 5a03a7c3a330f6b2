import { describe, expect, it } from "vitest";
import { entryProblem, LOCALIZATION_INTENSITY, storedIntensity, type EntryRule } from "./dailyActivityEntry";
import { encodeMultiselect } from "./multiselectEncoding";

const rule = (type: EntryRule["type"], maxIntensity: number, extra: Partial<EntryRule> = {}): EntryRule => ({
  type,
  maxIntensity,
  ...extra,
});

describe("daily activity entries", () => {
  it("takes whole intensities from 0 to maxIntensity", () => {
    for (const type of ["INTENSITY", "INTENSITY_IN_LINE", "INTENSITY_BULLET"] as const) {
      expect(entryProblem(rule(type, 5), 0)).toBeNull();
      expect(entryProblem(rule(type, 5), 5)).toBeNull();
      expect(entryProblem(rule(type, 5), 6)).not.toBeNull();
      expect(entryProblem(rule(type, 5), 2.5)).not.toBeNull();
    }
  });

  it("takes an option index for a select: maxIntensity is the number of options", () => {
    expect(entryProblem(rule("INTENSITY_SELECT", 5), 4)).toBeNull();
    expect(entryProblem(rule("INTENSITY_SELECT", 5), 5)).not.toBeNull();
  });

  it("takes the multiselect encoding of maxIntensity options", () => {
    expect(entryProblem(rule("MULTISELECT", 7), encodeMultiselect(7, [0, 2]))).toBeNull();
    expect(entryProblem(rule("MULTISELECT", 7), 100_000_101)).toBeNull();
    expect(entryProblem(rule("MULTISELECT", 7), encodeMultiselect(6, [0]))).not.toBeNull();
    expect(entryProblem(rule("MULTISELECT", 7), 3)).not.toBeNull();
  });

  it("takes minutes since midnight for an hour", () => {
    expect(entryProblem(rule("HOUR", 1439), 1350)).toBeNull();
    expect(entryProblem(rule("HOUR", 1439), 1440)).not.toBeNull();
  });

  it("takes 0 or 1 for on/off and 1 for a plain location", () => {
    expect(entryProblem(rule("ONOFF", 1), 1)).toBeNull();
    expect(entryProblem(rule("ONOFF", 1), 2)).not.toBeNull();
    expect(entryProblem(rule("LOCALIZATION", 1), LOCALIZATION_INTENSITY)).toBeNull();
    expect(entryProblem(rule("LOCALIZATION", 1), 0)).not.toBeNull();
  });

  it("takes counts and indexes from 0 to maxIntensity", () => {
    expect(entryProblem(rule("COUNTER", 24), 7.5)).toBeNull();
    expect(entryProblem(rule("COUNTER", 24), -1)).not.toBeNull();
    expect(entryProblem(rule("LOCALIZATION_AIRQUALITY", 6), 6)).toBeNull();
    expect(entryProblem(rule("LOCALIZATION_POLLEN", 5), 6)).not.toBeNull();
    expect(entryProblem(rule("COUNTER", 24), Number.NaN)).not.toBeNull();
  });

  it("scales measures and stores codes as entered", () => {
    const scaled = { intensityMultiplicator: 2, intensityConstant: 1 };
    expect(storedIntensity(rule("INTENSITY", 5, scaled), 3)).toBe(7);
    expect(storedIntensity(rule("COUNTER", 24, scaled), 3)).toBe(7);
    expect(storedIntensity(rule("HOUR", 1439, scaled), 1350)).toBe(1350);
    expect(storedIntensity(rule("MULTISELECT", 7, scaled), 100_000_101)).toBe(100_000_101);
  });
});
