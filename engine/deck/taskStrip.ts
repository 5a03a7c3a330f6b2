/**
 * The date strip of home's tasks (docs/features/deck.md): the last days of the
 * deck, each with how many cards it dealt and how many were done.
 */
import { addDays } from "../shared/dates";

/** Days in the strip, today last. */
export const HOME_TASK_STRIP_DAYS = 7;

export interface StripDay {
  date: string;
  dealt: number;
  done: number;
}

/** The strip ending `today`: every day of it, days without cards at 0. */
export function taskStrip(today: string, days: readonly StripDay[]): StripDay[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  return Array.from({ length: HOME_TASK_STRIP_DAYS }, (_, index) => {
    const date = addDays(today, index - (HOME_TASK_STRIP_DAYS - 1));
    const day = byDate.get(date);
    return { date, dealt: day?.dealt ?? 0, done: day?.done ?? 0 };
  });
}
