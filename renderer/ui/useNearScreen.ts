import { startTransition, useEffect, useState, type RefObject } from "react";

/** How far below the screen an element counts as near: about one phone screen. */
const NEAR_MARGIN = "800px 0px";

/**
 * Whether the element of `ref` is on or near the screen (it stays true once it has been): heavy
 * work for it (a chart's library, its drawing) waits until then, off the first screen's way.
 * Where the browser cannot tell, it is near at once. What becomes near is drawn as a transition:
 * in slices, which a tap or a scroll goes before.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const show = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === "undefined") {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        show();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
