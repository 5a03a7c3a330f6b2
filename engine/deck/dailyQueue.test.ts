import { describe, expect, it } from "vitest";
import { assembleDailyQueue, dueActions, journalDay, sortCards, type QueueProgram } from "./dailyQueue";

const tour: QueueProgram = {
  id: "tour",
  studyDuration: 7,
  actionsJournal: [
    { day: 1, uniqueId: "hello", rewards: 5, taskType: "DEFAULT", params: {} },
    { day: 1, uniqueId: "riddle", rewards: 10, taskType: "ENIGME", params: { question: "?", answer: "!" } },
    { day: 2, uniqueId: "breathe", rewards: 20, taskType: "CHRONO", params: {} },
    { day: 8, uniqueId: "after", rewards: 1, taskType: "DEFAULT", params: {} },
  ],
};
const programs = new Map([[tour.id, tour]]);

describe("dueActions", () => {
  it("deals day 1 of the journal on the start date", () => {
    const due = dueActions({
      subscriptions: [{ studyId: "tour", startDate: "2026-11-21", status: "INPROGRESS" }],
      programs,
      date: "2026-11-21",
    });
    expect(due.map((d) => d.uniqueId)).toEqual(["hello", "riddle"]);
    expect(due[0]).toMatchObject({ studyId: "tour", rewards: 5, date: "2026-11-21", maxDate: "2026-11-21" });
  });

  it("deals from the version a subscription follows, and from the live program when that version is unknown", () => {
    const older: QueueProgram = {
      ...tour,
      actionsJournal: [{ ...tour.actionsJournal[0]!, uniqueId: "old" }],
    };
    const pinned = (studyId: string, version: number) =>
      studyId === "tour" && version === 1 ? older : undefined;
    const on = (version: number) =>
      dueActions({
        subscriptions: [{ studyId: "tour", startDate: "2026-11-21", status: "INPROGRESS", version }],
        programs,
        pinned,
        date: "2026-11-21",
      });
    expect(on(1)).toEqual([expect.objectContaining({ uniqueId: "old", version: 1 })]);
    expect(on(2).map((d) => [d.uniqueId, d.version])).toEqual([
      ["hello", undefined],
      ["riddle", undefined],
    ]);
  });

  it("deals the journal day matching the date, across a DST change", () => {
    expect(journalDay("2026-03-28", "2026-03-29")).toBe(2);
    const due = dueActions({
      subscriptions: [{ studyId: "tour", startDate: "2026-03-28", status: "INPROGRESS" }],
      programs,
      date: "2026-03-29",
    });
    expect(due.map((d) => d.uniqueId)).toEqual(["breathe"]);
  });

  it("deals nothing before the start, after the duration, or for a program not in progress", () => {
    const at = (startDate: string, status: string, date: string) =>
      dueActions({ subscriptions: [{ studyId: "tour", startDate, status }], programs, date });
    expect(at("2026-11-21", "INPROGRESS", "2026-11-20")).toEqual([]);
    expect(at("2026-11-21", "INPROGRESS", "2026-11-28")).toEqual([]);
    expect(at("2026-11-21", "DONE", "2026-11-21")).toEqual([]);
    expect(
      dueActions({
        subscriptions: [{ studyId: "gone", startDate: "2026-11-21", status: "INPROGRESS" }],
        programs,
        date: "2026-11-21",
      }),
    ).toEqual([]);
  });

  it("gives the same cards when asked twice for the same day", () => {
    const ask = () =>
      dueActions({
        subscriptions: [{ studyId: "tour", startDate: "2026-11-21", status: "INPROGRESS" }],
        programs,
        date: "2026-11-21",
      });
    expect(ask()).toEqual(ask());
  });
});

describe("assembleDailyQueue", () => {
  it("builds the document with the schema version", () => {
    const doc = assembleDailyQueue({
      locale: "en",
      date: "2026-11-21",
      luckyOutchi: 6,
      bank: { amount: 40 },
      cards: [],
    });
    expect(doc).toEqual({
      screen: "dailyQueue",
      schemaVersion: 1,
      locale: "en",
      date: "2026-11-21",
      data: { luckyOutchi: 6, bank: { amount: 40 } },
      cards: [],
    });
  });

  it("sorts cards oldest first, then in journal order", () => {
    const sorted = sortCards([
      { id: "b", date: "2026-11-21", order: 2 },
      { id: "c", date: "2026-11-20", order: 9 },
      { id: "a", date: "2026-11-21", order: 1 },
    ]);
    expect(sorted.map((c) => c.id)).toEqual(["c", "a", "b"]);
  });
});
