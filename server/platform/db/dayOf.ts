/** A `date` column as `YYYY-MM-DD`, whichever way the driver hands it back (a Date at UTC midnight, or text). */
export function dayOf(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
