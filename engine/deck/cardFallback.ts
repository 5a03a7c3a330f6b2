/**
 * The fallback walk of docs/architecture.md (as Adaptive Cards does): a card whose type the
 * reader does not know is replaced by its `fallback`, another card resolved the same way, or left
 * out when the fallback is "drop". A card with no usable fallback is shown as the ERROR card (
 * docs/features/deck.md: an unknown card or task type shows ERROR with a Close button). The server walks it for the
 * client's schema version, the renderer for the types it registers.
 */

/** A chain of fallbacks longer than this is a content bug, not something to follow forever. */
export const MAX_FALLBACK_DEPTH = 3;

/** Where the walk ends. */
export type FallbackWalk<C> =
  /** The first card of the chain that the reader knows. */
  | { kind: "card"; card: C }
  /** The chain says to leave the card out. */
  | { kind: "drop" }
  /** The last card reached: not known, and with no fallback to follow (or the chain is too long). */
  | { kind: "unknown"; card: C };

/**
 * Follows `card`'s fallbacks until one `isKnown` accepts, at most MAX_FALLBACK_DEPTH deep.
 * `standIn` makes the next card of the chain from a fallback and the card it replaces (the server
 * gives it the replaced card's id and dates); by default the fallback is taken as it is.
 */
export function walkFallbacks<C extends { fallback?: unknown }>(
  card: C,
  isKnown: (card: C) => boolean,
  standIn: (fallback: C, replaced: C) => C = (fallback) => fallback,
): FallbackWalk<C> {
  let current = card;
  for (let depth = 0; ; depth++) {
    if (isKnown(current)) return { kind: "card", card: current };
    const fallback = current.fallback;
    if (fallback === "drop") return { kind: "drop" };
    if (!isCard<C>(fallback) || depth === MAX_FALLBACK_DEPTH) return { kind: "unknown", card: current };
    current = standIn(fallback, current);
  }
}

function isCard<C>(value: unknown): value is C {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
