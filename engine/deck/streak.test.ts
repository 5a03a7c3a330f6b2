import { describe, expect, it } from "vitest";
import { addDays } from "../shared/dates";
import { NOTICE_KINDS } from "./queueNotices";
import { STREAK_CARD_TYPES, STREAK_LOOKBACK_DAYS, streakLength, streakLostYesterday } from "./streak";

describe("STREAK_CARD_TYPES", () => {
  it("counts the day's actions of docs/features/deck.md card kinds, not the goal's data entry nor the notices", () => {
    // docs/features/deck.md: TASK "study action", AUTOR_TASK "author action".
    expect(STREAK_CARD_TYPES).toEqual(["TASK", "AUTOR_TASK"]);
    for (const kind of [
      "GOAL_DEFAULT",
      "NOTIFICATION_CARD",
      "LOST_SERIE",
      "NEW_STUDY",
      "AUTOR_MESSAGE",
      "QUESTION",
    ]) {
      expect(STREAK_CARD_TYPES).not.toContain(kind);
    }
    expect(NOTICE_KINDS.filter((kind) => STREAK_CARD_TYPES.includes(kind))).toEqual([]);
  });
});

describe("streakLostYesterday", () => {
  const history = [
    { date: "2025-03-08", dealt: 2, done: 2 },
    { date: "2025-03-09", dealt: 4, done: 3 },
  ];

  it("is lost when yesterday's tasks were not all done", () => {
    expect(streakLostYesterday({ date: "2025-03-10", history, restoredDays: [] })).toBe(true);
  });

  it("is not lost when yesterday was kept, had no tasks, or the power restored it", () => {
    expect(streakLostYesterday({ date: "2025-03-09", history, restoredDays: [] })).toBe(false);
    expect(streakLostYesterday({ date: "2025-03-11", history, restoredDays: [] })).toBe(false);
    const noTasks = [{ date: "2025-03-09", dealt: 0, done: 0 }];
    expect(streakLostYesterday({ date: "2025-03-10", history: noTasks, restoredDays: [] })).toBe(false);
    expect(streakLostYesterday({ date: "2025-03-10", history, restoredDays: ["2025-03-09"] })).toBe(false);
  });
});

describe("streakLength", () => {
  it("counts a streak across days without tasks and restored days", () => {
    const days = [
      { date: "2025-03-01", dealt: 1, done: 0 },
      { date: "2025-03-02", dealt: 1, done: 1 },
      { date: "2025-03-04", dealt: 2, done: 1 },
      { date: "2025-03-05", dealt: 1, done: 1 },
    ];
    expect(streakLength(days, [], "2025-03-05")).toBe(1);
    expect(streakLength(days, ["2025-03-04"], "2025-03-05")).toBe(3);
    expect(streakLength(days, [], "2025-03-06")).toBe(1);
  });

  it("reaches docs/features/deck.md streak maxima, up to the longest, 366 days", () => {
    const keptDays = (count: number, lastDay: string) =>
      Array.from({ length: count }, (_, offset) => ({ date: addDays(lastDay, -offset), dealt: 1, done: 1 }));
    expect(STREAK_LOOKBACK_DAYS).toBe(366);
    for (const maximum of [2, 7, 14, 31, 45, 90, 150, 234, 300, 365, 366]) {
      expect(streakLength(keptDays(maximum, "2025-12-31"), [], "2025-12-31")).toBe(maximum);
    }
    // Past the longest maximum the count stops: a longer streak still reads 366.
    expect(streakLength(keptDays(400, "2025-12-31"), [], "2025-12-31")).toBe(366);
  });
});
