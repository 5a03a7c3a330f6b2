/**
 * The daily tasks stats of docs/features/deck.md: `max`, the longest streak, and `maxLost`, the longest lost
 * streak (days in a row whose tasks were not all done). As in engine/deck/streak.ts, days without a task
 * neither break nor extend a run, and a day restored by the LOST_SERIE power counts as kept.
 */
import type { DayRecord } from "./streak";

export interface StreakStats {
  max: number;
  maxLost: number;
}

/** The longest kept and lost runs of the patient's history. */
export function streakStats(
  history: readonly DayRecord[],
  restoredDays: readonly string[] = [],
): StreakStats {
  const restored = new Set(restoredDays);
  const days = [...history]
    .filter((day) => day.dealt > 0 || restored.has(day.date))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let max = 0;
  let maxLost = 0;
  let kept = 0;
  let lost = 0;
  for (const day of days) {
    if (restored.has(day.date) || day.done >= day.dealt) {
      kept++;
      lost = 0;
    } else {
      lost++;
      kept = 0;
    }
    max = Math.max(max, kept);
    maxLost = Math.max(maxLost, lost);
  }
  return { max, maxLost };
}
