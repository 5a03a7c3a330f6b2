import { describe, expect, it } from "vitest";
import { pageAnalytics, type AnalyticItem } from "./analyticsList";

const item = (id: string, type: AnalyticItem["type"], studyId?: string): AnalyticItem => ({
  id,
  type,
  name: id,
  ...(studyId ? { studyId } : {}),
});

describe("pageAnalytics (docs/features/analysis.md: pages of 10)", () => {
  const many = Array.from({ length: 23 }, (_, index) => item(`s${index}`, "timeSerie_symptom"));

  it("cuts pages of 10 and counts them all", () => {
    const first = pageAnalytics(many);
    expect(first.items.map((one) => one.id)).toEqual(many.slice(0, 10).map((one) => one.id));
    expect(first.total).toBe(23);
    expect(pageAnalytics(many, { offset: 20 }).items).toHaveLength(3);
    expect(pageAnalytics(many, { limit: 50 }).items).toHaveLength(10);
  });

  it("filters by study and by type, keeping the types of all for the filter", () => {
    const items = [
      item("sleep", "sleep"),
      item("pie", "dataValue", "migraine-study"),
      item("serie", "timeSerie_symptom", "migraine-study"),
      item("serie", "timeSerie_symptom"),
    ];
    const page = pageAnalytics(items, { studyId: "migraine-study" });
    expect(page.items.map((one) => one.id)).toEqual(["pie", "serie"]);
    expect(page.types).toEqual(["dataValue", "timeSerie_symptom", "sleep"]);
    expect(pageAnalytics(items, { type: "sleep" }).items.map((one) => one.id)).toEqual(["sleep"]);
    expect(pageAnalytics(items).total).toBe(3);
  });

  it("lists an analytic once when both the patient's own data and a followed program name it", () => {
    const items = [
      item("timeSerie-BEDTIME", "timeSerie"),
      item("timeSerie-BEDTIME", "timeSerie", "sleep-study"),
      item("timeSerie-BEDTIME", "timeSerie", "insomnia-study"),
    ];
    expect(pageAnalytics(items)).toEqual({ items: [items[0]], total: 1, types: ["timeSerie"] });
    expect(pageAnalytics(items, { studyId: "insomnia-study" }).items).toEqual([items[2]]);
    expect(pageAnalytics(items, { studyId: "other" }).items).toEqual([]);
  });

  it("answers an empty page without items", () => {
    expect(pageAnalytics([])).toEqual({ items: [], total: 0, types: [] });
  });
});
