/**
 * The daily reminder (docs/features/reminders.md): when a patient who asked for one is reminded of
 * the day's cards. Times are the patient's wall clock, `HH:MM` on 24 hours.
 */

/** The hour a reminder is sent at until the patient chooses another. */
export const DEFAULT_REMINDER_TIME = "19:00";

/** How often the reminder job looks for due reminders: a reminder comes at most this late. */
export const REMINDER_CHECK_MINUTES = 5;

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time (`HH:MM`) of `instant` in `timeZone`. */
export function localClock(instant: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("hour")}:${part("minute")}`;
}

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
