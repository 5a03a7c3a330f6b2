import type { LocalizedDataValue } from "../../../../card-schemas";

/** What every daily entry input gets: the value asked, whether a save is under way, and where answers go. */
export interface EntryInputProps {
  dataValue: LocalizedDataValue;
  /** The day the answer is for (today). */
  date: string;
  busy: boolean;
  /** Saves the entered intensity (before scaling) and its data. */
  onAnswer(intensity: number, data?: Record<string, unknown>): void;
  /** Shows an error under the card (a failed position or a missing index). */
  onError(message: string): void;
}
