import { useT } from "../../../app/i18n/useT";

/** Saves the current answer; `data-primary-action` lets Enter on the focused card press it. */
export function SaveButton({
  onClick,
  disabled,
  busy,
}: {
  onClick: () => void;
  disabled?: boolean;
  busy: boolean;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className="btn btn--primary btn--block"
      data-primary-action=""
      disabled={disabled || busy}
      onClick={onClick}
    >
      {busy ? t("dailyEntry.saving") : t("dailyEntry.save")}
    </button>
  );
}
