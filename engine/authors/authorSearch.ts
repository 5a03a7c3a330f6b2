/**
 * The add-support search (docs/features/authors.md): active, searchable authors filtered by a goal and
 * by a text, 30 listed, 5 results when a text is searched. The product's product filters only while
 * the text is shorter than 4 characters; that is a defect, not copied: any length searches.
 */
import type { AuthorGoal } from "../../card-schemas";

/** The goals an author may help with, in the schema's order (the search's goal filter). */
export const AUTHOR_GOALS = [
  "sleep",
  "stress",
  "anxiety",
  "mood",
  "migraine",
  "headache",
  "pain",
  "fatigue",
  "digestion",
  "nutrition",
  "physical-activity",
  "allergy",
  "breathing",
  "womens-health",
  "wellbeing",
] as const satisfies readonly AuthorGoal[];

/** Authors listed without a search text. */
/** The search text an author search takes, at most 100 characters. */
export const AUTHOR_SEARCH_MAX_LENGTH = 100;
export const AUTHOR_SEARCH_LIST_LIMIT = 30;
/** Authors shown for a search text. */
export const AUTHOR_SEARCH_RESULTS_LIMIT = 5;

export interface SearchableAuthor {
  name: string;
  /** What the author does, in the reader's language. */
  title?: string;
  goals: readonly AuthorGoal[];
}

/** Lower case without accents, so "lea" finds "Léa". */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** `authors` (in the order given) with `goal` among their goals and `search` in their name, title or goals. */
export function searchAuthors<T extends SearchableAuthor>(
  authors: readonly T[],
  filter: { goal?: AuthorGoal; search?: string },
): T[] {
  const text = foldForSearch(filter.search ?? "");
  const matches = authors.filter(
    (author) =>
      (!filter.goal || author.goals.includes(filter.goal)) &&
      (text === "" ||
        [author.name, author.title ?? "", ...author.goals].some((field) =>
          foldForSearch(field).includes(text),
        )),
  );
  return matches.slice(0, text === "" ? AUTHOR_SEARCH_LIST_LIMIT : AUTHOR_SEARCH_RESULTS_LIMIT);
}
