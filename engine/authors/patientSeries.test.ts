import { describe, expect, it } from "vitest";
import { dailySeries } from "./patientSeries";

describe("dailySeries", () => {
  const entries = [
    { key: "migraine", date: "2026-11-02", value: 4 },
    { key: "migraine", date: "2026-11-01", value: 2 },
    { key: "migraine", date: "2026-11-02", value: 1 },
    { key: "back-pain", date: "2026-11-01", value: 3 },
  ];

  it("averages a day's entries, one series per key, oldest day first", () => {
    expect(dailySeries(entries, "mean")).toEqual([
      { key: "back-pain", points: [{ date: "2026-11-01", value: 3 }] },
      {
        key: "migraine",
        points: [
          { date: "2026-11-01", value: 2 },
          { date: "2026-11-02", value: 2.5 },
        ],
      },
    ]);
  });

  it("counts a day's entries for intakes", () => {
    expect(dailySeries(entries, "count")[1]?.points).toEqual([
      { date: "2026-11-01", value: 1 },
      { date: "2026-11-02", value: 2 },
    ]);
  });

  it("gives no series for no entries", () => {
    expect(dailySeries([], "mean")).toEqual([]);
  });
});
