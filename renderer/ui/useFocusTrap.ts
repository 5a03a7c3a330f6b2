import { useEffect, type RefObject } from "react";
import type { FocusTrap } from "focus-trap";
import { reportError } from "../errors/reportError";

interface FocusTrapOptions {
  /** Focused when the trap starts; none: focus stays where it is until Tab brings it in. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Give focus back to what held it before the trap started, when it ends. */
  returnFocus?: boolean;
}

/**
 * Keeps Tab and Shift+Tab inside `container` while it is mounted, as a modal dialog must. Traps
 * stack: a dialog opened from inside another (a full-screen card over the deck) takes over, and
 * the outer one resumes when it closes. Escape is left to the dialog, which knows how it closes.
 * The trap's library (6 KB gzip) loads once the dialog is drawn: the deck's first card does not
 * wait for it (npm run bench), and no key can reach the page before it is drawn anyway.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  { initialFocus, returnFocus = false }: FocusTrapOptions = {},
) {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let trap: FocusTrap | undefined;
    let live = true;
    import("focus-trap").then(
      ({ createFocusTrap }) => {
        if (!live) return;
        trap = createFocusTrap(element, {
          initialFocus: () => initialFocus?.current ?? false,
          fallbackFocus: element,
          returnFocusOnDeactivate: returnFocus,
          escapeDeactivates: false,
          allowOutsideClick: true,
        });
        trap.activate();
      },
      (error: unknown) => reportError(error, { source: "focus-trap" }),
    );
    return () => {
      live = false;
      trap?.deactivate();
    };
  }, [container, initialFocus, returnFocus]);
}
