import { localDay } from "../../engine/dates";

/** Today in the patient's own time zone: their day is their local day (DESIGN.md pitfalls). */
export function today(now: Date = new Date()): string {
  return localDay(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}
