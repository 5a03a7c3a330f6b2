import { describe, expect, it } from "vitest";
import { encodeMultiselect } from "../../../../engine/tracking/multiselectEncoding";
import { dataValueFixtures } from "../trackingFixtures";
import { dailyValueText } from "./dailyValueText";

const values = Object.fromEntries(dataValueFixtures("en").map((value) => [value.value, value]));
const text = (key: string, stored: number | null) => dailyValueText(values[key]!, stored);

describe("dailyValueText", () => {
  it("writes hours stored as minutes since midnight as HH:MM", () => {
    expect(text("bedtime", 1380)).toEqual({ text: "23:00" });
    expect(text("bedtime", 75)).toEqual({ text: "01:15" });
  });

  it("names the options of a multiselect, or says none was picked", () => {
    expect(text("migraineTriggers", encodeMultiselect(7, [0, 2]))).toEqual({ text: "Stress, Skipped meal" });
    expect(text("migraineTriggers", encodeMultiselect(7, []))).toEqual({ key: "journal.value.nonePicked" });
  });

  it("names a select's option, says yes or no for on/off", () => {
    expect(text("stress", 3)).toEqual({ text: "High" });
    expect(text("alcohol", 1)).toEqual({ key: "dailyEntry.yes" });
    expect(text("alcohol", 0)).toEqual({ key: "dailyEntry.no" });
  });

  it("shows measures with their unit and scales out of their maximum", () => {
    expect(text("water", 6)).toEqual({ text: "6 glasses" });
    expect(text("sleepQuality", 4)).toEqual({ text: "4 / 5" });
    expect(text("water", null)).toEqual({ text: "—" });
  });
});
