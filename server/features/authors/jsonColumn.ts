/** A JSON column of a patient's data as the pro's reads get it (docs/features/authors.md …/data/): parsed when the driver hands back text. */

export function parse<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
