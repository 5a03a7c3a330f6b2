/** The id of a patient's link to an author (docs/features/authors.md): `<userId>_<authorId>`. */

export function linkId(userId: string, authorId: string): string {
  return `${userId}_${authorId}`;
}
