import { useT } from "../app/i18n/useT";

interface DoneButtonProps {
  onClick: () => void;
  disabled?: boolean;
  /** What it says when the card sends an answer (and while it is sending); "Done" otherwise. */
  label?: string;
  testId?: string;
}

/**
 * The primary action of a card. `data-primary-action` lets the deck press it when Enter is hit
 * on the focused card.
 */
export function DoneButton({ onClick, disabled = false, label, testId = "card-done" }: DoneButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className="btn btn--primary btn--block"
      data-primary-action=""
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
    >
      {label ?? t("card.done")}
    </button>
  );
}
