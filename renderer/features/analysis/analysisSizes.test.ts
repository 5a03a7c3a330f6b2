import { describe, expect, it } from "vitest";
import {
  ANALYSIS_CALENDAR_HEIGHT,
  ANALYSIS_CHART_HEIGHT,
  ANALYSIS_PIE_HEIGHT,
  INTENSITY_DOMAIN,
} from "./analysisSizes";

describe("analysis sizes (docs/features/analysis.md)", () => {
  it("are calendar 250, chart 300, pie 200, on an intensity axis from 0 to 5", () => {
    expect([ANALYSIS_CALENDAR_HEIGHT, ANALYSIS_CHART_HEIGHT, ANALYSIS_PIE_HEIGHT]).toEqual([250, 300, 200]);
    expect(INTENSITY_DOMAIN).toEqual([0, 5]);
  });
});
