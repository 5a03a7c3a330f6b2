import { useT } from "../../app/i18n/useT";

/** Stands in for a block this renderer does not know, or one that failed: the rest of the card stays. */
export function UnknownBlock() {
  const t = useT();
  return (
    <p className="block block--unknown" role="note" data-testid="block-error">
      {t("block.error")}
    </p>
  );
}
