/**
 * What the home carousel shows (docs/features/home.md).
 */

/** At most 7 items (docs/features/home.md). */
export const CAROUSEL_MAX_ITEMS = 7;
/** The items shown: in the given order, at most CAROUSEL_MAX_ITEMS. */
export function carouselItems<T>(items: readonly T[]): T[] {
  return items.slice(0, CAROUSEL_MAX_ITEMS);
}

/**
 * The carousel of several lists (studies, questionnaires, authors…): one of each in turn, each list
 * in its order, so that every kind shows before any kind fills the 7 places; at most 7.
 */
export function mixCarousel<T>(lists: readonly (readonly T[])[]): T[] {
  const mixed: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest && mixed.length < CAROUSEL_MAX_ITEMS; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined && mixed.length < CAROUSEL_MAX_ITEMS) mixed.push(item);
    }
  }
  return mixed;
}
