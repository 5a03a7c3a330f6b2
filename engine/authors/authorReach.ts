/**
 * Which authors patients meet (docs/features/authors.md, "Search" and "Follow"): an author is listed
 * (search and public page) once their page says who they are, and takes follows and messages only
 * while a pro account answers for them.
 */

/** The page's texts: `title` and `bio` as stored, a text or a text per language. */
export interface ListedProfile {
  name: string | null | undefined;
  title?: unknown;
  bio?: unknown;
}

function hasText(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (!value || typeof value !== "object") return false;
  return Object.values(value as Record<string, unknown>).some(
    (text) => typeof text === "string" && text.trim() !== "",
  );
}

/** Listed once the page has a name, a title and a bio (in some language). */
export function isAuthorListed(profile: ListedProfile): boolean {
  return hasText(profile.name) && hasText(profile.title) && hasText(profile.bio);
}

/**
 * A pro answers for the author: the account that owns it exists and is a pro's. A catalogue author
 * without one cannot validate a follow nor read a message.
 */
export function authorAnswers(owner: { role: string } | null | undefined): boolean {
  return owner?.role === "pro";
}
