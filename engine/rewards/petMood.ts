/**
 * The mood of the patient's pet (the tamaoutshi; docs/features/rewards.md, moods of docs/features/rewards.md), decided from
 * what the patient did lately. The pet lives on the daily deck: it eats completed cards, drinks
 * tracked symptoms and values, is kept clean by a regular week and is entertained by a program.
 * The first need that is not met names the mood; at night it sleeps whatever it needs.
 */
import { addDays } from "../shared/dates";

export const PET_MOODS = ["HUNGRY", "THIRSTY", "DIRTY", "BORED", "OK", "SLEEPING"] as const;
export type PetMood = (typeof PET_MOODS)[number];

/** The pet sleeps from this local hour… */
export const PET_BEDTIME_HOUR = 22;
/** …until this local hour. */
export const PET_WAKE_HOUR = 7;
/** HUNGRY when no card was completed on this many days, today included. */
export const PET_HUNGRY_AFTER_DAYS = 2;
/** THIRSTY when nothing was tracked (symptom event or daily value) on this many days, today included. */
export const PET_THIRSTY_AFTER_DAYS = 3;
/** DIRTY when fewer than PET_CLEAN_DAYS of the last PET_CLEAN_WINDOW_DAYS days had a completed card. */
export const PET_CLEAN_WINDOW_DAYS = 7;
export const PET_CLEAN_DAYS = 4;

export interface PetActivity {
  /** The patient's local day (YYYY-MM-DD). */
  today: string;
  /** The patient's local hour, 0–23. */
  hour: number;
  /** Days (YYYY-MM-DD) on which the patient completed at least one card of the deck. */
  cardDays: readonly string[];
  /** Days on which the patient recorded a symptom event or a daily value. */
  trackingDays: readonly string[];
  /** Programs the patient follows now (subscriptions INPROGRESS). */
  programsInProgress: number;
}

/** How many of the `length` days ending today are in `days`. */
function daysWithin(days: readonly string[], today: string, length: number): number {
  const from = addDays(today, -(length - 1));
  return new Set(days.filter((day) => day >= from && day <= today)).size;
}

/** The pet's mood for what the patient did lately. */
export function petMood(activity: PetActivity): PetMood {
  const { today, hour } = activity;
  if (hour >= PET_BEDTIME_HOUR || hour < PET_WAKE_HOUR) return "SLEEPING";
  if (daysWithin(activity.cardDays, today, PET_HUNGRY_AFTER_DAYS) === 0) return "HUNGRY";
  if (daysWithin(activity.trackingDays, today, PET_THIRSTY_AFTER_DAYS) === 0) return "THIRSTY";
  if (daysWithin(activity.cardDays, today, PET_CLEAN_WINDOW_DAYS) < PET_CLEAN_DAYS) return "DIRTY";
  if (activity.programsInProgress === 0) return "BORED";
  return "OK";
}

/** The hour (0–23) of `instant` in `timeZone`, for the pet's sleep. */
export function localHour(instant: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat("en", { timeZone, hour: "numeric", hourCycle: "h23" })
    .formatToParts(instant)
    .find((part) => part.type === "hour")?.value;
  return Number(hour ?? 0) % 24;
}
