/** The most dots the pager shows at once: one line on the narrowest phone (320 px). */
export const PAGER_WINDOW = 7;

/**
 * Which dots the pager shows, as [start, end): all of them up to PAGER_WINDOW, otherwise a window
 * that keeps the current one in its middle and stops at both ends.
 */
export function pagerWindow(
  count: number,
  index: number,
  size = PAGER_WINDOW,
): { start: number; end: number } {
  if (count <= size) return { start: 0, end: count };
  const start = Math.min(Math.max(index - Math.floor(size / 2), 0), count - size);
  return { start, end: start + size };
}
