/**
 * The moderation queue's keys (docs/features/moderation.md): j and k move to the next and previous
 * item, v validates and r refuses the item that has the focus. Keys typed in a field (the reason),
 * or with a modifier, are the field's or the browser's.
 */

export type ModerationKeyAction =
  { type: "focus"; index: number } | { type: "decide"; status: "validated" | "refused" };

function typedInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/**
 * What `event` does, `current` the index of the item holding the focus (-1: none) among `count`;
 * null when it is not a key of the queue.
 */
export function moderationKeyAction(
  event: KeyboardEvent,
  current: number,
  count: number,
): ModerationKeyAction | null {
  if (count === 0 || event.ctrlKey || event.metaKey || event.altKey || typedInField(event.target))
    return null;
  switch (event.key) {
    case "j":
      return { type: "focus", index: current < 0 ? 0 : Math.min(current + 1, count - 1) };
    case "k":
      return { type: "focus", index: current < 0 ? 0 : Math.max(current - 1, 0) };
    case "v":
      return current < 0 ? null : { type: "decide", status: "validated" };
    case "r":
      return current < 0 ? null : { type: "decide", status: "refused" };
    default:
      return null;
  }
}
