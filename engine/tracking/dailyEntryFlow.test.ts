import { describe, expect, it } from "vitest";
import {
  currentEntry,
  DAILY_ENTRY_TYPES,
  DATA_VALUES_PAGE_SIZE,
  dailyEntryReducer,
  isDailyEntryDone,
  isDailyEntryEligible,
  startDailyEntry,
  type EntryCandidate,
} from "./dailyEntryFlow";

const value = (key: string, type: EntryCandidate["type"], sortKey: number, hide = false): EntryCandidate => ({
  value: key,
  type,
  sortKey,
  hide,
});

const catalogue = [
  value("mood", "INTENSITY_IN_LINE", 40),
  value("sleepQuality", "INTENSITY", 10),
  value("dailyNote", "CUSTOM", 5),
  value("old", "COUNTER", 1, true),
  value("bedtime", "HOUR", 30),
  value("water", "COUNTER", 20),
];

/** The patient tracks every value of the catalogue but `water`. */
const tracked = ["mood", "sleepQuality", "dailyNote", "old", "bedtime"];

describe("daily entry flow (docs/features/tracking.md)", () => {
  it("reads data values in pages of 1000 (docs/features/tracking.md)", () => {
    expect(DATA_VALUES_PAGE_SIZE).toBe(1000);
  });

  it("asks for the twelve types of the seed, never CUSTOM nor a hidden value", () => {
    expect([...DAILY_ENTRY_TYPES].sort()).toEqual(
      [
        "INTENSITY",
        "INTENSITY_IN_LINE",
        "INTENSITY_BULLET",
        "INTENSITY_SELECT",
        "COUNTER",
        "MULTISELECT",
        "IMAGE",
        "LOCALIZATION",
        "LOCALIZATION_AIRQUALITY",
        "LOCALIZATION_POLLEN",
        "ONOFF",
        "HOUR",
      ].sort(),
    );
    expect(isDailyEntryEligible(value("x", "CUSTOM", 0))).toBe(false);
    expect(isDailyEntryEligible(value("x", "COUNTER", 0, true))).toBe(false);
    expect(isDailyEntryEligible(value("x", "COUNTER", 0))).toBe(true);
  });

  it("starts with the eligible values by sortKey, those answered today left out", () => {
    const state = startDailyEntry(catalogue, ["bedtime"], tracked);
    expect(state.order).toEqual(["sleepQuality", "bedtime", "mood"]);
    expect(state.pending).toEqual(["sleepQuality", "mood"]);
    expect(state.answered).toEqual(["bedtime"]);
    expect(currentEntry(state)).toBe("sleepQuality");
  });

  it("cycles: next moves the current value to the end", () => {
    let state = startDailyEntry(catalogue, [], tracked);
    state = dailyEntryReducer(state, { type: "next" });
    expect(state.pending).toEqual(["bedtime", "mood", "sleepQuality"]);
    state = dailyEntryReducer(state, { type: "next" });
    state = dailyEntryReducer(state, { type: "next" });
    expect(currentEntry(state)).toBe("sleepQuality");
  });

  it("takes answered values out until all are done", () => {
    let state = startDailyEntry(catalogue, [], tracked);
    state = dailyEntryReducer(state, { type: "answer", value: "bedtime" });
    expect(state.pending).toEqual(["sleepQuality", "mood"]);
    state = dailyEntryReducer(state, { type: "answer", value: "sleepQuality" });
    state = dailyEntryReducer(state, { type: "answer", value: "mood" });
    expect(isDailyEntryDone(state)).toBe(true);
    expect(currentEntry(state)).toBeUndefined();
    expect(state.answered).toEqual(["sleepQuality", "bedtime", "mood"]);
    expect(dailyEntryReducer(state, { type: "next" })).toBe(state);
  });

  it("asks only the values the patient tracks", () => {
    expect(startDailyEntry(catalogue, [], tracked).order).not.toContain("water");
    expect(startDailyEntry(catalogue, [], ["water"]).order).toEqual(["water"]);
    expect(isDailyEntryDone(startDailyEntry(catalogue, [], []))).toBe(true);
  });

  it("lets the last value left be skipped, so the entry can always be sent", () => {
    let state = startDailyEntry(catalogue, ["bedtime", "mood"], tracked);
    expect(state.pending).toEqual(["sleepQuality"]);
    state = dailyEntryReducer(state, { type: "next" });
    expect(isDailyEntryDone(state)).toBe(true);
    expect(state.answered).toEqual(["bedtime", "mood"]);
    expect(dailyEntryReducer(state, { type: "reset" }).pending).toEqual(["sleepQuality", "bedtime", "mood"]);
  });

  it("ignores an answer for a value not in the cycle", () => {
    const state = startDailyEntry(catalogue, [], tracked);
    expect(dailyEntryReducer(state, { type: "answer", value: "old" })).toBe(state);
  });

  it("reset re-includes the answered values", () => {
    let state = startDailyEntry(catalogue, ["bedtime", "mood", "sleepQuality"], tracked);
    expect(isDailyEntryDone(state)).toBe(true);
    state = dailyEntryReducer(state, { type: "reset" });
    expect(state.pending).toEqual(["sleepQuality", "bedtime", "mood"]);
    expect(state.answered).toEqual([]);
  });

  it("is done at once when nothing is eligible", () => {
    expect(isDailyEntryDone(startDailyEntry([value("n", "CUSTOM", 1)], [], ["n"]))).toBe(true);
  });
});
