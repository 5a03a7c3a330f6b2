/**
 * The app's clock: the machine's, or, for a demo walked through its days (DEMO_CLOCK), one that
 * starts at a chosen instant and runs on from there at the machine's pace.
 */
export type Clock = () => Date;

/** The clock starting at `start` when this is called, or the machine's without one. */
export function appClock(start: Date | undefined, machineNow: () => number = Date.now): Clock {
  if (!start) return () => new Date(machineNow());
  const shift = start.getTime() - machineNow();
  return () => new Date(machineNow() + shift);
}
