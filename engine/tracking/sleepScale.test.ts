import { describe, expect, it } from "vitest";
import { hourToMinutes } from "./hourEncoding";
import { SLEEP_CHART_OFFSET_MINUTES, fromSleepAxis, toSleepAxis } from "./sleepScale";

const at = (hour: string) => toSleepAxis(hourToMinutes(hour)!);

describe("the sleep chart's axis (docs/features/tracking.md: minutes, offset 1440)", () => {
  it("offsets the times after midnight by 1440 minutes and keeps the evening's", () => {
    expect(SLEEP_CHART_OFFSET_MINUTES).toBe(1440);
    expect(at("22:30")).toBe(1350);
    expect(at("23:59")).toBe(1439);
    expect(at("00:00")).toBe(1440);
    expect(at("00:30")).toBe(1470);
    expect(at("07:15")).toBe(1440 + 435);
  });

  it("keeps a night in order: bed before sleep before waking before getting up", () => {
    const night = ["23:40", "00:20", "06:50", "07:10"].map(at);
    expect([...night].sort((a, b) => a - b)).toEqual(night);
  });

  it("splits at noon: 11:59 is the morning after, 12:00 the evening before", () => {
    expect(at("11:59")).toBe(719 + 1440);
    expect(at("12:00")).toBe(720);
  });

  it("gives back the time of day of an axis point", () => {
    expect(fromSleepAxis(1470)).toBe(30);
    expect(fromSleepAxis(1350)).toBe(1350);
    expect(fromSleepAxis(2879)).toBe(1439);
  });
});
