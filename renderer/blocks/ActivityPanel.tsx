import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from "react";
import { createPortal } from "react-dom";
import { useT } from "../i18n/useT";
import "./blocks.css";

// What happens in the panel stays there: React events bubble through the portal to the deck,
// which would otherwise swipe cards on keys and drags meant for the activity.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** The full-screen layer of FULLSCREEN_ACTIVITY_CARD: a title, a close control (and Escape), the blocks. */
export function ActivityPanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => previous?.focus?.();
  }, []);

  return createPortal(
    <div
      className="activity-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="activity-panel"
      onKeyDown={(event) => {
        stop(event);
        if (event.key === "Escape") onClose();
      }}
      onPointerDown={stop}
      onMouseDown={stop}
      onTouchStart={stop}
    >
      <header className="activity-panel__bar">
        <h2 className="activity-panel__title" id={titleId}>
          {title}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className="btn btn--ghost btn--icon"
          aria-label={t("task.activity.close")}
          data-testid="activity-close"
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="activity-panel__body">{children}</div>
    </div>,
    document.body,
  );
}
