import { describe, expect, it } from "vitest";
import { calendarIntensities, INTENSITY_LEVELS, intensityLevel } from "./intensityScale";

describe("the intensity scale", () => {
  it("has 6 colours for the intensities 0 to 5 (docs/features/analysis.md)", () => {
    expect(INTENSITY_LEVELS).toBe(6);
    expect([0, 1, 2, 3, 4, 5].map(intensityLevel)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("rounds a mean to the nearest colour and keeps it on the scale", () => {
    expect(intensityLevel(2.4)).toBe(2);
    expect(intensityLevel(2.5)).toBe(3);
    expect(intensityLevel(-1)).toBe(0);
    expect(intensityLevel(7)).toBe(5);
  });
});

describe("calendarIntensities", () => {
  it("keeps each day's highest intensity, oldest first", () => {
    expect(
      calendarIntensities([
        { date: "2026-11-03", value: 1 },
        { date: "2026-11-01", value: 2 },
        { date: "2026-11-03", value: 4 },
        { date: "2026-11-03", value: 0 },
      ]),
    ).toEqual([
      { date: "2026-11-01", intensity: 2 },
      { date: "2026-11-03", intensity: 4 },
    ]);
  });

  it("has no day without an event", () => {
    expect(calendarIntensities([])).toEqual([]);
  });
});
