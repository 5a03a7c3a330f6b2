/**
 * An author's tags: the goals patients search authors by (docs/features/authors.md). The list
 * of tag ids is the AuthorGoal enum of card-schemas/content/authors.schema.json; this is the limit.
 */

/** At most this many tags on one author (the search lists an author under each of them). */
export const AUTHOR_MAX_TAGS = 20;

/** `current` with `added` appended, each tag once, in the order they came. */
export function withTags(current: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...current, ...added])];
}

/** Whether `tags` is more than an author may hold. */
export function tooManyTags(tags: readonly string[]): boolean {
  return tags.length > AUTHOR_MAX_TAGS;
}
