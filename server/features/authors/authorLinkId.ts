/** The id of a patient's link to an author (docs/features/authors.md): `<userId>_<autorId>`. */

export function linkId(userId: string, autorId: string): string {
  return `${userId}_${autorId}`;
}
