/**
 * Today in the patient's own time zone: their day is their local day (DESIGN.md pitfalls), which
 * is the browser's local calendar. Read from the date itself, it costs nothing, where building a
 * time-zone formatter for it took the deck's first load tens of milliseconds (npm run bench).
 */
export function today(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
