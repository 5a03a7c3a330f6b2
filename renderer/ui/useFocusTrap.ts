import { useEffect, type RefObject } from "react";
import type { FocusTrap, Options } from "focus-trap";
import { reportError } from "../app/errors/reportError";

type CreateFocusTrap = (element: HTMLElement, options: Options) => FocusTrap;

/** The trap's library once loaded: traps started after that start at once, in their effect. */
let loaded: CreateFocusTrap | undefined;
let loading: Promise<CreateFocusTrap> | undefined;

function loadFocusTrap(): Promise<CreateFocusTrap> {
  loading ??= import("focus-trap").then(({ createFocusTrap }) => (loaded = createFocusTrap));
  return loading;
}

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
 * The trap's library (6 KB gzip) loads once the first dialog is drawn: the deck's first card does
 * not wait for it (npm run bench), and no key can reach the page before it is drawn anyway. Every
 * later dialog (a full-screen card) starts its trap in its effect, as soon as it is drawn.
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
    const start = (createFocusTrap: CreateFocusTrap) => {
      if (!live) return;
      trap = createFocusTrap(element, {
        initialFocus: () => initialFocus?.current ?? false,
        fallbackFocus: element,
        returnFocusOnDeactivate: returnFocus,
        escapeDeactivates: false,
        allowOutsideClick: true,
      });
      trap.activate();
    };
    if (loaded) start(loaded);
    else loadFocusTrap().then(start, (error: unknown) => reportError(error, { source: "focus-trap" }));
    return () => {
      live = false;
      trap?.deactivate();
    };
  }, [container, initialFocus, returnFocus]);
}
