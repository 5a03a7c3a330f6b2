/**
 * The lucky wheel of docs/features/rewards.md: every completed card moves a counter up to 6; at 6 the patient
 * spins once, wins one of the gifts (or nothing) and the counter goes back to 0.
 */
import type { LuckyWheelAnswer } from "../../card-schemas";

/** Completed cards needed before the wheel can be spun. */
export const LUCKY_WHEEL_COUNT = 6;
/** The gifts, in rewards. */
export const LUCKY_WHEEL_GIFTS = [5, 30, 200] as const;
/** How long the wheel spins before showing its result. */
export const LUCKY_WHEEL_SPIN_MS = 2000;

/**
 * The odds of each outcome, in percent. They are ours (the seed does not give them) and the README
 * repeats them: patients are entitled to know. Expected value: 20.5 rewards per spin.
 */
export const LUCKY_WHEEL_ODDS: ReadonlyArray<{ reward: number; percent: number }> = [
  { reward: 0, percent: 10 },
  { reward: 5, percent: 60 },
  { reward: 30, percent: 25 },
  { reward: 200, percent: 5 },
];

/** One slice of the drawn wheel: an outcome, its odds, and the arc they give it, in degrees clockwise from the top. */
export interface WheelSlice {
  reward: number;
  percent: number;
  startDeg: number;
  sweepDeg: number;
}

/**
 * The wheel as drawn: one slice per outcome of LUCKY_WHEEL_ODDS, each as wide as its odds
 * (3.6° per percent), one after the other from the top, so what the patient sees is what the
 * draw does.
 */
export function wheelSlices(): WheelSlice[] {
  let startDeg = 0;
  return LUCKY_WHEEL_ODDS.map(({ reward, percent }) => {
    const slice = { reward, percent, startDeg, sweepDeg: percent * 3.6 };
    startDeg += slice.sweepDeg;
    return slice;
  });
}

/**
 * The rotation, in degrees clockwise, that brings the middle of the slice of `reward` under the
 * pointer at the top after `turns` whole turns; the first slice for a reward the wheel lacks.
 */
export function wheelLandingAngle(reward: number, turns: number): number {
  const slices = wheelSlices();
  const slice = slices.find((s) => s.reward === reward) ?? (slices[0] as WheelSlice);
  return turns * 360 - (slice.startDeg + slice.sweepDeg / 2);
}

/** True when the counter allows a spin. */
export function isWheelReady(counter: number): boolean {
  return counter >= LUCKY_WHEEL_COUNT;
}

/** The counter after one more completed card: it stops at the wheel's count. */
export function nextWheelCounter(counter: number): number {
  return Math.min(LUCKY_WHEEL_COUNT, Math.max(0, counter) + 1);
}

/** Draws one outcome; `random` returns a number in [0, 1), like Math.random. */
export function drawLuckyWheel(random: () => number): LuckyWheelAnswer {
  // Clamped so that a source returning exactly 1 still lands on the last outcome.
  const roll = Math.min(Math.max(random(), 0), 0.999_999) * 100;
  let threshold = 0;
  let reward = 0;
  for (const outcome of LUCKY_WHEEL_ODDS) {
    threshold += outcome.percent;
    reward = outcome.reward;
    if (roll < threshold) break;
  }
  return { reward, bonus: reward === Math.max(...LUCKY_WHEEL_GIFTS) };
}
