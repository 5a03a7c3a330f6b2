import { describe, expect, it } from "vitest";
import {
  cardsLeft,
  DEFAULT_REMINDER_TIME,
  isReminderDue,
  REMINDER_CHECK_MINUTES,
  type ReminderState,
} from "./dailyReminder";

const due: ReminderState = {
  time: "19:00",
  clock: "19:00",
  today: "2026-11-28",
  lastSentDay: "2026-11-27",
  cardsLeft: 2,
};

describe("the daily reminder (docs/features/reminders.md)", () => {
  it("defaults to 19:00 and is looked for every 5 minutes", () => {
    expect(DEFAULT_REMINDER_TIME).toBe("19:00");
    expect(REMINDER_CHECK_MINUTES).toBe(5);
  });

  it("is due from the chosen time on, not before", () => {
    expect(isReminderDue(due)).toBe(true);
    expect(isReminderDue({ ...due, clock: "23:59" })).toBe(true);
    expect(isReminderDue({ ...due, clock: "18:59" })).toBe(false);
    expect(isReminderDue({ ...due, time: "07:30", clock: "07:05" })).toBe(false);
    expect(isReminderDue({ ...due, time: "07:30", clock: "10:00" })).toBe(true);
  });

  it("goes out once a local day, and never before the first one too", () => {
    expect(isReminderDue({ ...due, lastSentDay: "2026-11-28" })).toBe(false);
    expect(isReminderDue({ ...due, lastSentDay: null })).toBe(true);
  });

  it("is not due once the day's cards are done", () => {
    expect(isReminderDue({ ...due, cardsLeft: 0 })).toBe(false);
    expect(isReminderDue({ ...due, cardsLeft: 1 })).toBe(true);
  });

  it("counts open cards and the due program cards not dealt yet", () => {
    const dealtKeys = new Set(["tour:a", "tour:b"]);
    expect(cardsLeft({ open: 0, dealtKeys, dueKeys: ["tour:a", "tour:b"] })).toBe(0);
    expect(cardsLeft({ open: 1, dealtKeys, dueKeys: ["tour:a", "tour:b"] })).toBe(1);
    expect(cardsLeft({ open: 0, dealtKeys: new Set(), dueKeys: ["tour:a", "tour:b"] })).toBe(2);
    expect(cardsLeft({ open: 0, dealtKeys: new Set(), dueKeys: [] })).toBe(0);
  });
});
