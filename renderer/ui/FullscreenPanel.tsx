import { useId, useRef, type ReactNode, type SyntheticEvent } from "react";
import { createPortal } from "react-dom";
import { useFocusTrap } from "./useFocusTrap";
import "./fullscreenPanel.css";

// Keys and drags inside the panel are the panel's: React events bubble through the portal to the
// deck, which would otherwise swipe cards on keys and drags meant for the panel.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A full-screen layer over the app with a title and a close control (Escape closes it too), used
 * by the cards that open full screen. Focus moves to the close control, stays in the panel, and
 * goes back on close.
 */
export function FullscreenPanel({
  title,
  closeLabel,
  onClose,
  testId,
  children,
}: {
  title: string;
  /** The close control's accessible name, already translated. */
  closeLabel: string;
  onClose: () => void;
  /** `data-testid` of the panel; its close control gets `<testId>-close`. */
  testId?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useFocusTrap(panel, { initialFocus: closeButton, returnFocus: true });

  return createPortal(
    <div
      ref={panel}
      className="fullscreen-panel"
      tabIndex={-1}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid={testId}
      onKeyDown={(event) => {
        stop(event);
        if (event.key === "Escape") onClose();
      }}
      onPointerDown={stop}
      onMouseDown={stop}
      onTouchStart={stop}
    >
      <div className="fullscreen-panel__bar">
        <h2 className="fullscreen-panel__title" id={titleId}>
          {title}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className="btn btn--ghost btn--icon"
          aria-label={closeLabel}
          data-testid={testId ? `${testId}-close` : undefined}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="fullscreen-panel__body">{children}</div>
    </div>,
    document.body,
  );
}
