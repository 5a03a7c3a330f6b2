import { describe, expect, it } from "vitest";
import { completeCard } from "./cardCompletion";

describe("completeCard", () => {
  it("pays the rewards once and moves the wheel counter", () => {
    const outcome = completeCard({
      card: { status: "NEW", rewards: 10 },
      result: { done: true },
      luckyOutchi: 2,
    });
    expect(outcome).toEqual({
      changed: true,
      status: "DONE",
      rewardDelta: 10,
      luckyOutchi: 3,
      events: [{ type: "REWARD", amount: 10 }],
    });
  });

  it("announces the wheel when the counter reaches 6, and stops there", () => {
    const ready = completeCard({
      card: { status: "NEW", rewards: 0 },
      result: { done: true },
      luckyOutchi: 5,
    });
    expect(ready.luckyOutchi).toBe(6);
    expect(ready.events).toEqual([{ type: "LUCKY_OUTCHI_READY", counter: 6 }]);
    const full = completeCard({
      card: { status: "NEW", rewards: 5 },
      result: { done: true },
      luckyOutchi: 6,
    });
    expect(full.luckyOutchi).toBe(6);
    expect(full.events).toEqual([{ type: "REWARD", amount: 5 }]);
  });

  it("dismisses without paying when done is false", () => {
    const outcome = completeCard({
      card: { status: "NEW", rewards: 10 },
      result: { done: false },
      luckyOutchi: 1,
    });
    expect(outcome).toMatchObject({
      changed: true,
      status: "DISMISSED",
      rewardDelta: 0,
      luckyOutchi: 1,
      events: [],
    });
  });

  it("changes nothing for a card already closed", () => {
    for (const status of ["DONE", "DISMISSED", "EXPIRED"] as const) {
      const outcome = completeCard({ card: { status, rewards: 10 }, result: { done: true }, luckyOutchi: 3 });
      expect(outcome).toEqual({ changed: false, status, rewardDelta: 0, luckyOutchi: 3, events: [] });
    }
  });
});
