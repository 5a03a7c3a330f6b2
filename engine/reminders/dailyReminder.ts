/**
 * The daily reminder (docs/features/reminders.md): when a patient who asked for one is reminded of
 * the day's cards. Times are the patient's wall clock, `HH:MM` on 24 hours.
 */

/** The hour a reminder is sent at until the patient chooses another. */
export const DEFAULT_REMINDER_TIME = "19:00";

/** How often the reminder job looks for due reminders: a reminder comes at most this late. */
export const REMINDER_CHECK_MINUTES = 5;

export interface ReminderState {
  /** The time the patient chose. */
  time: string;
  /** The patient's wall clock now. */
  clock: string;
  /** The patient's local today. */
  today: string;
  /** The local day of the last reminder sent, null before the first. */
  lastSentDay: string | null;
  /** The day's cards still to do (open cards and cards not dealt yet). */
  cardsLeft: number;
}

/**
 * Due once the chosen time has come on the patient's clock, unless a reminder went out on this
 * local day already, or nothing is left to do today.
 */
export function isReminderDue(state: ReminderState): boolean {
  return state.clock >= state.time && state.lastSentDay !== state.today && state.cardsLeft > 0;
}

/**
 * The day's cards left: the open cards dealt (keys of rows still `NEW`), plus the program cards due
 * today that were not dealt yet (the deck deals them when the patient opens it).
 */
export function cardsLeft(input: {
  open: number;
  dealtKeys: ReadonlySet<string>;
  dueKeys: readonly string[];
}): number {
  return input.open + input.dueKeys.filter((key) => !input.dealtKeys.has(key)).length;
}
