/**
 * What the home carousel shows and which card is in focus (docs/features/home.md).
 */

/** At most 7 items (docs/features/home.md). */
export const CAROUSEL_MAX_ITEMS = 7;
/** The card in focus moves every 158 px of horizontal scroll (docs/features/home.md). */
export const CAROUSEL_FOCUS_STEP_PX = 158;

/**
 * Index of the card in focus for a horizontal scroll position: one card per 158 px step, the
 * nearest step winning, kept within the `count` cards shown (0 when there are none).
 */
export function focusIndex(scrollLeft: number, count: number = CAROUSEL_MAX_ITEMS): number {
  if (count <= 0 || !Number.isFinite(scrollLeft)) return 0;
  const index = Math.round(Math.max(0, scrollLeft) / CAROUSEL_FOCUS_STEP_PX);
  return Math.min(index, count - 1);
}

/** The scroll position that puts card `index` in focus. */
export function scrollLeftFor(index: number): number {
  return Math.max(0, Math.trunc(index)) * CAROUSEL_FOCUS_STEP_PX;
}

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
