import { useT } from "../app/i18n/useT";

/**
 * The primary action of a card. `data-primary-action` lets the deck press it when Enter is hit
 * on the focused card.
 */
export function DoneButton({ onClick, disabled = false }: { onClick: () => void; disabled?: boolean }) {
  const t = useT();
  return (
    <button
      type="button"
      className="btn btn--primary btn--block"
      data-primary-action=""
      data-testid="card-done"
      disabled={disabled}
      onClick={onClick}
    >
      {t("card.done")}
    </button>
  );
}
