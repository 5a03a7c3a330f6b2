import { describe, expect, it } from "vitest";
import { localHour, PET_MOODS, petMood, type PetActivity } from "./petMood";

const TODAY = "2026-11-26";
// A regular patient: a card done on each of the last 7 days, a symptom tracked today, one program.
const cared: PetActivity = {
  today: TODAY,
  hour: 12,
  cardDays: ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", TODAY],
  trackingDays: [TODAY],
  programsInProgress: 1,
};

describe("petMood", () => {
  it("knows the six moods of docs/features/rewards.md", () => {
    expect(PET_MOODS).toEqual(["HUNGRY", "THIRSTY", "DIRTY", "BORED", "OK", "SLEEPING"]);
  });

  it("is OK when every need is met", () => {
    expect(petMood(cared)).toBe("OK");
  });

  it("sleeps from 22:00 to 06:59, whatever it needs", () => {
    const neglected = { ...cared, cardDays: [], trackingDays: [], programsInProgress: 0 };
    expect(petMood({ ...neglected, hour: 22 })).toBe("SLEEPING");
    expect(petMood({ ...neglected, hour: 6 })).toBe("SLEEPING");
    expect(petMood({ ...neglected, hour: 7 })).toBe("HUNGRY");
    expect(petMood({ ...cared, hour: 21 })).toBe("OK");
  });

  it("is HUNGRY when no card was completed today or yesterday", () => {
    const older = cared.cardDays.filter((day) => day < "2026-11-25");
    expect(petMood({ ...cared, cardDays: older })).toBe("HUNGRY");
    expect(petMood({ ...cared, cardDays: [...older, "2026-11-25"] })).toBe("OK");
    expect(petMood({ ...cared, cardDays: [] })).toBe("HUNGRY");
  });

  it("is THIRSTY when nothing was tracked in the last 3 days", () => {
    expect(petMood({ ...cared, trackingDays: ["2026-11-23"] })).toBe("THIRSTY");
    expect(petMood({ ...cared, trackingDays: ["2026-11-24"] })).toBe("OK");
    // A future day (another time zone's today) does not count.
    expect(petMood({ ...cared, trackingDays: ["2026-11-27"] })).toBe("THIRSTY");
  });

  it("is DIRTY when fewer than 4 of the last 7 days had a completed card", () => {
    const three = ["2026-11-20", "2026-11-25", TODAY];
    expect(petMood({ ...cared, cardDays: three })).toBe("DIRTY");
    expect(petMood({ ...cared, cardDays: ["2026-11-19", ...three] })).toBe("DIRTY");
    expect(petMood({ ...cared, cardDays: ["2026-11-21", ...three] })).toBe("OK");
    // The same day twice counts once.
    expect(petMood({ ...cared, cardDays: [TODAY, TODAY, TODAY, TODAY] })).toBe("DIRTY");
  });

  it("is BORED without a program in progress", () => {
    expect(petMood({ ...cared, programsInProgress: 0 })).toBe("BORED");
  });

  it("names the first need not met, in the order hungry, thirsty, dirty, bored", () => {
    const nothing = { ...cared, cardDays: [], trackingDays: [], programsInProgress: 0 };
    expect(petMood(nothing)).toBe("HUNGRY");
    expect(petMood({ ...nothing, cardDays: [TODAY] })).toBe("THIRSTY");
    expect(petMood({ ...nothing, cardDays: [TODAY], trackingDays: [TODAY] })).toBe("DIRTY");
  });
});

describe("localHour", () => {
  it("reads the hour in the patient's time zone", () => {
    const instant = new Date("2026-11-26T21:30:00Z");
    expect(localHour(instant, "UTC")).toBe(21);
    expect(localHour(instant, "Europe/Paris")).toBe(22);
    expect(localHour(new Date("2026-11-26T23:10:00Z"), "Europe/Paris")).toBe(0);
  });
});
