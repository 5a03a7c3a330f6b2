import { describe, expect, it } from "vitest";
import { encodeMultiselect } from "../tracking/multiselectEncoding";
import { PIE_RANGES, distribution } from "./valueDistribution";

const triggers = ["Stress", "Lack of sleep", "Skipped meal", "Alcohol"];

describe("distribution (docs/features/analysis.md data value pie)", () => {
  it("counts each choice a multiselect picked, in the choices' order", () => {
    const values = [
      encodeMultiselect(4, [0, 1]),
      encodeMultiselect(4, [0]),
      encodeMultiselect(4, [3]),
      encodeMultiselect(4, []),
    ];
    expect(distribution({ type: "MULTISELECT", maxIntensity: 4, options: triggers }, values)).toEqual([
      { label: "Stress", count: 2 },
      { label: "Lack of sleep", count: 1 },
      { label: "Alcohol", count: 1 },
    ]);
  });

  it("counts each choice of a list and each value of an intensity", () => {
    expect(
      distribution({ type: "INTENSITY_SELECT", maxIntensity: 3, options: ["Low", "Mid", "High"] }, [2, 0, 2]),
    ).toEqual([
      { label: "Low", count: 1 },
      { label: "High", count: 2 },
    ]);
    expect(distribution({ type: "INTENSITY", maxIntensity: 5 }, [3, 5, 3, 0])).toEqual([
      { label: "0", count: 1 },
      { label: "3", count: 2 },
      { label: "5", count: 1 },
    ]);
  });

  it("names an intensity's values by its levels when it has them (a mood is 'Good', not 4)", () => {
    const levels = ["Very bad", "Bad", "Rather bad", "Rather good", "Good", "Excellent"];
    expect(distribution({ type: "INTENSITY_IN_LINE", maxIntensity: 5, levels }, [4, 1, 4])).toEqual([
      { label: "Bad", count: 1 },
      { label: "Good", count: 2 },
    ]);
    expect(distribution({ type: "ONOFF", maxIntensity: 1, levels: ["No", "Yes"] }, [1, 0])).toEqual([
      { label: "No", count: 1 },
      { label: "Yes", count: 1 },
    ]);
  });

  it("cuts a measure's scale into 5 ranges", () => {
    expect(PIE_RANGES).toBe(5);
    expect(distribution({ type: "COUNTER", maxIntensity: 20 }, [0, 3, 4, 8, 20, 19])).toEqual([
      { label: "0–4", count: 2 },
      { label: "4–8", count: 1 },
      { label: "8–12", count: 1 },
      { label: "16–20", count: 2 },
    ]);
  });

  it("has no slice without records", () => {
    expect(distribution({ type: "COUNTER", maxIntensity: 20 }, [])).toEqual([]);
  });
});
