/**
 * The streak (docs/features/deck.md "Daily tasks stats: max (longest streak), maxLost (longest lost
 * streak)"; docs/features/deck.md LOST_SERIE "lost streak; offers buying a power"): the days in a row whose
 * tasks were all done. The tasks are the cards docs/features/deck.md calls actions: TASK ("study action")
 * and AUTOR_TASK ("author action"). The notices are not tasks, and neither is GOAL_DEFAULT ("daily
 * data entry for goals"), the patient's own tracking of a goal they set.
 */
import { addDays } from "../shared/dates";

/** The card types that count toward the streak: the day's tasks. */
export const STREAK_CARD_TYPES: readonly string[] = ["TASK", "AUTOR_TASK"];

/** How far back the streak is counted (docs/features/deck.md longest streak maximum is 366). */
export const STREAK_LOOKBACK_DAYS = 366;

/** One past day of the deck: its cards that count toward the streak, dealt and done. */
export interface DayRecord {
  date: string;
  dealt: number;
  done: number;
}

/** True when every task of the day was done, or a power restored it. */
function kept(record: DayRecord | undefined, restored: ReadonlySet<string>): boolean {
  if (!record) return false;
  return restored.has(record.date) || (record.dealt > 0 && record.done >= record.dealt);
}

/** Yesterday (the day before `date`) had tasks, not all were done, and no power restored it. */
export function streakLostYesterday(input: {
  date: string;
  history: readonly DayRecord[];
  restoredDays: readonly string[];
}): boolean {
  const yesterday = addDays(input.date, -1);
  const record = input.history.find((day) => day.date === yesterday);
  if (!record || record.dealt === 0) return false;
  return !kept(record, new Set(input.restoredDays));
}

/**
 * Days in a row, ending on `lastDay`, whose tasks were all done (or restored). Days without any
 * task neither break nor extend the streak.
 */
export function streakLength(
  history: readonly DayRecord[],
  restoredDays: readonly string[],
  lastDay: string,
): number {
  const restored = new Set(restoredDays);
  const byDay = new Map(history.map((day) => [day.date, day]));
  let length = 0;
  for (let offset = 0; offset < STREAK_LOOKBACK_DAYS; offset++) {
    const day = addDays(lastDay, -offset);
    const record = byDay.get(day);
    if (!record || (record.dealt === 0 && !restored.has(day))) continue;
    if (!kept(record, restored)) break;
    length++;
  }
  return length;
}
