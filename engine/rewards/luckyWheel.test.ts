import { describe, expect, it } from "vitest";
import {
  drawLuckyWheel,
  isWheelReady,
  LUCKY_WHEEL_COUNT,
  LUCKY_WHEEL_GIFTS,
  LUCKY_WHEEL_ODDS,
  LUCKY_WHEEL_SPIN_MS,
  nextWheelCounter,
  wheelLandingAngle,
  wheelSlices,
} from "./luckyWheel";

describe("lucky wheel (docs/features/rewards.md)", () => {
  it("has the product's numbers: 6 counts, gifts 5, 30, 200, a 2 s spin", () => {
    expect(LUCKY_WHEEL_COUNT).toBe(6);
    expect([...LUCKY_WHEEL_GIFTS]).toEqual([5, 30, 200]);
    expect(LUCKY_WHEEL_SPIN_MS).toBe(2000);
  });

  it("has odds that add up to 100% over no reward and the three gifts", () => {
    expect(LUCKY_WHEEL_ODDS.reduce((sum, o) => sum + o.percent, 0)).toBe(100);
    expect(LUCKY_WHEEL_ODDS.map((o) => o.reward)).toEqual([0, 5, 30, 200]);
  });

  it("is ready at 6 and the counter never passes 6", () => {
    expect(isWheelReady(5)).toBe(false);
    expect(isWheelReady(6)).toBe(true);
    expect(nextWheelCounter(0)).toBe(1);
    expect(nextWheelCounter(5)).toBe(6);
    expect(nextWheelCounter(6)).toBe(6);
  });

  it("draws each outcome on its slice of the random source", () => {
    expect(drawLuckyWheel(() => 0)).toEqual({ reward: 0, bonus: false });
    expect(drawLuckyWheel(() => 0.1)).toEqual({ reward: 5, bonus: false });
    expect(drawLuckyWheel(() => 0.69)).toEqual({ reward: 5, bonus: false });
    expect(drawLuckyWheel(() => 0.7)).toEqual({ reward: 30, bonus: false });
    expect(drawLuckyWheel(() => 0.95)).toEqual({ reward: 200, bonus: true });
    expect(drawLuckyWheel(() => 1)).toEqual({ reward: 200, bonus: true });
  });

  it("matches its odds over many draws of a seeded source", () => {
    let state = 42;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const counts = new Map<number, number>();
    for (let i = 0; i < 20_000; i++) {
      const { reward } = drawLuckyWheel(random);
      counts.set(reward, (counts.get(reward) ?? 0) + 1);
    }
    for (const { reward, percent } of LUCKY_WHEEL_ODDS) {
      expect(Math.abs(((counts.get(reward) ?? 0) / 20_000) * 100 - percent)).toBeLessThan(1.5);
    }
  });

  it("draws each outcome as wide as its odds: 36°, 216°, 90° and 18° around the whole disc", () => {
    expect(wheelSlices()).toEqual([
      { reward: 0, percent: 10, startDeg: 0, sweepDeg: 36 },
      { reward: 5, percent: 60, startDeg: 36, sweepDeg: 216 },
      { reward: 30, percent: 25, startDeg: 252, sweepDeg: 90 },
      { reward: 200, percent: 5, startDeg: 342, sweepDeg: 18 },
    ]);
  });

  it("lands with the middle of the drawn prize's slice under the pointer", () => {
    for (const slice of wheelSlices()) {
      const angle = wheelLandingAngle(slice.reward, 5);
      // The disc turned by `angle` clockwise puts at the top the point at -angle on the disc.
      const underPointer = ((-angle % 360) + 360) % 360;
      expect(underPointer).toBeCloseTo(slice.startDeg + slice.sweepDeg / 2);
      expect(angle).toBeGreaterThan(4 * 360);
    }
    expect(wheelLandingAngle(200, 5)).toBe(5 * 360 - 351);
  });
});
