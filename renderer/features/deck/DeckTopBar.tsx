import { LUCKY_WHEEL_COUNT } from "../../../engine/rewards";
import { useT } from "../../app/i18n/useT";

/**
 * Wheel progress as n/6 (docs/features/deck.md), with the completions still waiting to be sent
 * (`pending`, counted in: docs/features/offline.md), and the button that leaves the deck.
 */
export function DeckTopBar({
  counter,
  pending = 0,
  onClose,
}: {
  counter: number | null;
  pending?: number;
  onClose: () => void;
}) {
  const t = useT();
  const shown = counter === null ? null : Math.min(Math.max(counter, 0), LUCKY_WHEEL_COUNT);
  return (
    <div className="deck__bar">
      {shown !== null ? (
        <p
          className={`deck__progress${shown >= LUCKY_WHEEL_COUNT ? " deck__progress--ready" : ""}`}
          data-testid="wheel-progress"
        >
          <span className="visually-hidden">
            {t("deck.wheelProgressLabel", { count: shown, total: LUCKY_WHEEL_COUNT })}
          </span>
          <span className="deck__progress-icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="20" height="20">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="M12 2v20M2 12h20M4.9 4.9l14.2 14.2M19.1 4.9 4.9 19.1"
                stroke="currentColor"
                strokeWidth="1.5"
              />
            </svg>
          </span>
          <span aria-hidden="true" data-testid="wheel-count">
            {t("deck.wheelProgress", { count: shown, total: LUCKY_WHEEL_COUNT })}
          </span>
          <span className="deck__progress-bar" aria-hidden="true">
            <span style={{ width: `${(shown / LUCKY_WHEEL_COUNT) * 100}%` }} />
          </span>
          {pending > 0 && (
            <span className="deck__pending" data-testid="wheel-pending">
              {t("offline.pendingWheel", { count: pending })}
            </span>
          )}
        </p>
      ) : (
        <span />
      )}
      <button
        type="button"
        className="btn btn--icon deck__close"
        data-testid="deck-close"
        aria-label={t("deck.close")}
        onClick={onClose}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
