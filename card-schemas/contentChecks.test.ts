import { describe, expect, it } from "vitest";
import catalogue from "../content/dataValues.json" with { type: "json" };
import { checkContent } from "./contentChecks";
import type { DataValueCatalogue } from "./generated";

const mood = (catalogue as DataValueCatalogue).find((value) => value.id === "MOOD")!;

describe("checkContent dataValues: named levels", () => {
  it("takes a scale's levels, 0 to maxIntensity, as the catalogue's mood names them", () => {
    expect(mood.labels.en.levels).toHaveLength(mood.maxIntensity + 1);
    expect(checkContent("dataValues", [mood])).toEqual([]);
  });

  it("refuses levels that miss one, and levels on a value that is not a scale", () => {
    const short = { ...mood, labels: { ...mood.labels, en: { ...mood.labels.en, levels: ["Bad", "Good"] } } };
    expect(checkContent("dataValues", [short])).toEqual([
      { path: "/0/labels/en/levels", message: "must name 6 levels (0 to maxIntensity)" },
    ]);
    const counter = { ...short, type: "COUNTER" as const };
    expect(checkContent("dataValues", [counter]).map((issue) => issue.path)).toEqual(
      ["fr", "en", "it", "es"].map((language) => `/0/labels/${language}/levels`),
    );
  });
});
