import { CAROUSEL_MAX_ITEMS } from "../../../../engine/home/carousel";

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
