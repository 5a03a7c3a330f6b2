/**
 * What an author sends their linked patients (docs/features/authors.md `/content/{x}` and `/tasks`) reaches
 * each patient's deck on their today and stays there as long as an author's message of the
 * catalogue does (AUTHOR_MESSAGE_WINDOW_DAYS), unless done or dismissed before.
 */
import { addDays } from "../shared/dates";
import { AUTHOR_MESSAGE_WINDOW_DAYS } from "../deck";

/** The days a post sent on the patient's `today` stays open in their deck. */
export function authorPostDays(today: string): { date: string; maxDate: string } {
  return { date: today, maxDate: addDays(today, AUTHOR_MESSAGE_WINDOW_DAYS - 1) };
}
