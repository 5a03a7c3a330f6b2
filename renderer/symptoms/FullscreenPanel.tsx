import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from "react";
import { createPortal } from "react-dom";
import { useT } from "../i18n/useT";

// Keys and drags inside the panel are the panel's: React events bubble through the portal to the
// deck, which would otherwise swipe cards when the patient moves between intensities.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** A full-screen layer over the app with a title and a close control (Escape closes it too). */
export function FullscreenPanel({
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
      className="fullscreen-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        stop(event);
        if (event.key === "Escape") onClose();
      }}
      onPointerDown={stop}
      onMouseDown={stop}
      onTouchStart={stop}
    >
      <header className="fullscreen-panel__bar">
        <h2 className="fullscreen-panel__title" id={titleId}>
          {title}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className="btn btn--ghost btn--icon"
          aria-label={t("symptoms.fullscreen.close")}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="fullscreen-panel__body">{children}</div>
    </div>,
    document.body,
  );
}
