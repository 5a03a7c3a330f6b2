import { describe, expect, it } from "vitest";
import { addDays } from "../shared/dates";
import type { DayRecord } from "./streak";
import { streakStats } from "./streakStats";

/** `pattern` is one letter a day from `start`: k kept, l lost, - no task. */
function days(start: string, pattern: string): DayRecord[] {
  return [...pattern].flatMap((letter, index) => {
    const date = addDays(start, index);
    if (letter === "-") return [];
    return [{ date, dealt: 2, done: letter === "k" ? 2 : 1 }];
  });
}

describe("streakStats (docs/features/deck.md: max and maxLost)", () => {
  it("finds the longest kept and the longest lost runs", () => {
    expect(streakStats(days("2026-01-01", "kkllkkkl"))).toEqual({ max: 3, maxLost: 2 });
    expect(streakStats([])).toEqual({ max: 0, maxLost: 0 });
  });

  it("lets days without a task neither break nor extend a run, in any order", () => {
    const history = days("2026-01-01", "kk--kl-l").reverse();
    expect(streakStats(history)).toEqual({ max: 3, maxLost: 2 });
  });

  it("counts a restored day as kept", () => {
    expect(streakStats(days("2026-01-01", "kkllk"), ["2026-01-03", "2026-01-04"])).toEqual({
      max: 5,
      maxLost: 0,
    });
  });

  it("reaches the product's thresholds: a 366-day streak, a 150-day lost streak", () => {
    expect(streakStats(days("2025-01-01", "k".repeat(366))).max).toBe(366);
    expect(streakStats(days("2025-01-01", "l".repeat(150))).maxLost).toBe(150);
  });
});
